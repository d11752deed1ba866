// A picture import gives an ImageFile (scripts/images/vite-plugin.ts), not
// Vite's plain URL: tsconfig.json names this file before vite/client, so
// these declarations win. `?url` and other queries keep Vite's types.
// A module name matches one `*` only, so each picture type has its own
// block; all take their export from "headliner:picture", a name that exists
// only here, for the types.
declare module "headliner:picture" {
  const image: import("#app/site/types.ts").ImageFile;
  export default image;
}
declare module "*.jpg" {
  export { default } from "headliner:picture";
}
declare module "*.jpeg" {
  export { default } from "headliner:picture";
}
declare module "*.png" {
  export { default } from "headliner:picture";
}
declare module "*.webp" {
  export { default } from "headliner:picture";
}
declare module "*.avif" {
  export { default } from "headliner:picture";
}
declare module "*.gif" {
  export { default } from "headliner:picture";
}
declare module "*.svg" {
  export { default } from "headliner:picture";
}
