// The share module's public file (pure and UI exports): other code imports the module through here.
export {
  releaseShareCard,
  releaseShareImagePath,
  shareCardAlt,
  showShareCard,
  showShareImagePath,
  siteShareCard,
  siteShareImagePath,
} from "./share-cards.ts";
