// The press module's public file (server exports): other code imports the module through here.
export { drawPerCity, readDrawCounts, type DrawCounts } from "./draw.ts";
