import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("music", "routes/music.tsx"),
  route("shows/past", "routes/past-shows.tsx"),
  route("press", "routes/press.tsx"),
  // React Router reads ":id.ics" as the parameter "id" then ".ics", and ranks it above "shows/:id".
  route("shows.ics", "routes/calendar-feed.ts"),
  route("shows/:id.ics", "routes/show-calendar.ts"),
  // A page for each place asked for: never kept.
  route("shows/near", "routes/shows-near.tsx"),
  route("shows/:id", "routes/show.tsx"),
  // The confirmation and unsubscribe links are for one fan each: never kept by the page cache.
  route("follow", "routes/follow.tsx"),
  route("follow/check-your-inbox", "routes/follow-check-inbox.tsx"),
  route("follow/confirm", "routes/follow-confirm.tsx"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("speculation-rules.json", "routes/speculation-rules.ts"),
  route("og/site.png", "routes/share-image.ts", { id: "share-image-site" }),
  route("og/shows/:id.png", "routes/share-image.ts", { id: "share-image-show" }),
  route("manifest.webmanifest", "routes/manifest.ts"),
  route("icon-192.png", "routes/icon.ts", { id: "icon-192" }),
  route("icon-512.png", "routes/icon.ts", { id: "icon-512" }),
  route("apple-touch-icon.png", "routes/icon.ts", { id: "apple-touch-icon" }),
  route("press.pdf", "routes/press-pdf.ts"),
  route("press/photos/:file", "routes/press-download.ts", { id: "press-photo" }),
  route("press/:file", "routes/press-download.ts", { id: "press-file" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
