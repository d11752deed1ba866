// The visits module's public file (pure exports): other code imports the module through here.
export { DEFAULT_VISIT_DAYS, lastDays, parseSince, type SincePeriod, type VisitPeriod } from "./since.ts";
