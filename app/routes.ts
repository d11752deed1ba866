import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("music", "routes/music.tsx"),
  route("shows/past", "routes/past-shows.tsx"),
  route("press", "routes/press.tsx"),
  // Calendar files: the feed fans subscribe to, and one show's own. React Router reads
  // ":id.ics" as the parameter "id" followed by ".ics", and ranks it above "shows/:id".
  route("shows.ics", "routes/calendar-feed.ts"),
  route("shows/:id.ics", "routes/show-calendar.ts"),
  // The feed of only the shows near a place, and its form (a page for each place asked for: never kept).
  route("shows/near", "routes/shows-near.tsx"),
  route("shows/:id", "routes/show.tsx"),
  // Following the band: the one form (a POST), its answer, the e-mail's confirmation and
  // unsubscribe links (for one fan each: never kept by the page cache), and what is kept.
  route("follow", "routes/follow.tsx"),
  route("follow/check-your-inbox", "routes/follow-check-inbox.tsx"),
  route("follow/confirm", "routes/follow-confirm.tsx"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  route("privacy", "routes/privacy.tsx"),
  // For search engines.
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // Which pages the browser may fetch ahead (named by every page's Speculation-Rules header).
  route("speculation-rules.json", "routes/speculation-rules.ts"),
  // Share cards (link previews) and the app icons, drawn on first request.
  route("og/site.png", "routes/share-image.ts", { id: "share-image-site" }),
  route("og/shows/:id.png", "routes/share-image.ts", { id: "share-image-show" }),
  route("manifest.webmanifest", "routes/manifest.ts"),
  route("icon-192.png", "routes/icon.ts", { id: "icon-192" }),
  route("icon-512.png", "routes/icon.ts", { id: "icon-512" }),
  route("apple-touch-icon.png", "routes/icon.ts", { id: "apple-touch-icon" }),
  // The press kit on one page, drawn on first request and kept until its data changes.
  route("press.pdf", "routes/press-pdf.ts"),
  // The press kit's files to download: its photos at full size, the logo, the engineer's documents.
  route("press/photos/:file", "routes/press-download.ts", { id: "press-photo" }),
  route("press/:file", "routes/press-download.ts", { id: "press-file" }),
  // Every other URL: the branded "page not found", inside the layout, with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
