// A picture import gives an ImageFile (scripts/images/vite-plugin.ts), not
// Vite's plain URL: tsconfig.json names this file before vite/client, so
// these declarations win. `?url` and other queries keep Vite's types.
declare module "*.jpg" {
  const image: import("#app/site/types.ts").ImageFile;
  export default image;
}
declare module "*.jpeg" {
  const image: import("#app/site/types.ts").ImageFile;
  export default image;
}
declare module "*.png" {
  const image: import("#app/site/types.ts").ImageFile;
  export default image;
}
declare module "*.webp" {
  const image: import("#app/site/types.ts").ImageFile;
  export default image;
}
declare module "*.avif" {
  const image: import("#app/site/types.ts").ImageFile;
  export default image;
}
declare module "*.gif" {
  const image: import("#app/site/types.ts").ImageFile;
  export default image;
}
declare module "*.svg" {
  const image: import("#app/site/types.ts").ImageFile;
  export default image;
}
