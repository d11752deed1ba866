// The tickets module's public file (pure and UI exports): other code imports the module through here.
export { ShowTicketPanel, type ShowCalendar } from "./components/show-ticket-panel.tsx";
export { TicketAction } from "./components/ticket-action.tsx";
export { TicketBar } from "./components/ticket-bar.tsx";
export { TICKET_PING_ROUTE, isTicketPingPath } from "./ticket-clicks.ts";
