// The follow module's public file (pure and UI exports): other code imports the module through here.
export { FollowBox } from "./components/follow-box.tsx";
export { FollowPage } from "./components/follow-page.tsx";
export { FOLLOW_PATH, FORM_POST_PATHS, MAX_FORM_BYTES, PRIVACY_PATH } from "./follow.ts";
