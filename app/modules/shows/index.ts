// The shows module's public file (pure and UI exports): other code imports the module through here.
export { calendarFeedLink } from "./calendar-feed-link.ts";
export { ShowList } from "./components/show-list.tsx";
export { SHOWS_UNAVAILABLE_MESSAGE, showsUnavailableMessage } from "./components/show-messages.ts";
export { UPCOMING_SHOWS_ID, UpcomingShows } from "./components/upcoming-shows.tsx";
