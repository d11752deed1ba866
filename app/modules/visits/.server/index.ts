// The visits module's public file (server exports): other code imports the module through here.
export { countVisits } from "./count-visits.ts";
export { createVisitCounter, type VisitCounter } from "./visit-counter.ts";
export { readVisits, type VisitCounts } from "./visit-store.ts";
