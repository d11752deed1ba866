// The tickets module's public file (server exports): other code imports the module through here.
export { clicksPerShow } from "./ticket-clicks.ts";
export { ticketPings } from "./ticket-pings.ts";
