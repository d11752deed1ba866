import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  // The public pages, at the root in the site's first language and under /es… in each other (decision 100).
  route(":lang?", "i18n/routes/language.tsx", { id: "i18n/language" }, [
    index("modules/home/routes/home.tsx", { id: "routes/home" }),
    route("about", "modules/pages/routes/about.tsx", { id: "routes/about" }),
    route("music", "modules/music/routes/music.tsx", { id: "routes/music" }),
    route("music/:slug", "modules/music/routes/release.tsx", { id: "routes/release" }),
    route("shows", "modules/shows/routes/all-shows.tsx", { id: "routes/all-shows" }),
    route("shows/past", "modules/shows/routes/past-shows.tsx", { id: "routes/past-shows" }),
    route("press", "modules/press/routes/press.tsx", { id: "routes/press" }),
    // React Router reads ":id.ics" as the parameter "id" then ".ics", and ranks it above "shows/:id".
    route("shows.ics", "modules/shows/routes/calendar-feed.ts", { id: "routes/calendar-feed" }),
    route("shows/:id.ics", "modules/shows/routes/show-calendar.ts", { id: "routes/show-calendar" }),
    // A page for each place asked for: never kept.
    route("shows/near", "modules/shows/routes/shows-near.tsx", { id: "routes/shows-near" }),
    route("shows/:id", "modules/shows/routes/show.tsx", { id: "routes/show" }),
    // The confirmation and unsubscribe links are for one fan each: never kept by the page cache.
    route("follow", "modules/follow/routes/follow.tsx", { id: "routes/follow" }),
    route("follow/check-your-inbox", "modules/follow/routes/follow-check-inbox.tsx", {
      id: "routes/follow-check-inbox",
    }),
    route("follow/confirm", "modules/follow/routes/follow-confirm.tsx", { id: "routes/follow-confirm" }),
    route("unsubscribe", "modules/follow/routes/unsubscribe.tsx", { id: "routes/unsubscribe" }),
    // "Remind me" of one show, or on a release's day: for one fan each, never kept either.
    route("remind", "modules/reminders/routes/remind.tsx", { id: "routes/remind" }),
    route("remind/check-your-inbox", "modules/reminders/routes/remind-check-inbox.tsx", {
      id: "routes/remind-check-inbox",
    }),
    route("remind/confirm", "modules/reminders/routes/remind-confirm.tsx", { id: "routes/remind-confirm" }),
    route("remind/stop", "modules/reminders/routes/remind-stop.tsx", { id: "routes/remind-stop" }),
    route("privacy", "modules/pages/routes/privacy.tsx", { id: "routes/privacy" }),
    // Share cards and the press kit's PDF speak the page's language.
    route("og/site.png", "modules/share/routes/share-image.ts", { id: "share-image-site" }),
    route("og/shows/:id.png", "modules/share/routes/share-image.ts", { id: "share-image-show" }),
    route("og/music/:slug.png", "modules/share/routes/share-image.ts", { id: "share-image-release" }),
    route("press.pdf", "modules/press/routes/press-pdf.ts", { id: "routes/press-pdf" }),
    route("*", "modules/pages/routes/not-found.tsx", { id: "routes/not-found" }),
  ]),
  // Files, one for every language.
  route("sitemap.xml", "modules/site-files/routes/sitemap.ts", { id: "routes/sitemap" }),
  route("robots.txt", "modules/site-files/routes/robots.ts", { id: "routes/robots" }),
  route("speculation-rules.json", "modules/site-files/routes/speculation-rules.ts", {
    id: "routes/speculation-rules",
  }),
  route("manifest.webmanifest", "modules/site-files/routes/manifest.ts", { id: "routes/manifest" }),
  route("icon-192.png", "modules/share/routes/icon.ts", { id: "icon-192" }),
  route("icon-512.png", "modules/share/routes/icon.ts", { id: "icon-512" }),
  route("apple-touch-icon.png", "modules/share/routes/icon.ts", { id: "apple-touch-icon" }),
  route("press/photos/:file", "modules/press/routes/press-download.ts", { id: "press-photo" }),
  route("press/:file", "modules/press/routes/press-download.ts", { id: "press-file" }),
  // The band's uploaded pictures, from the database: a name is its bytes' hash, so kept for good.
  route("media/:file", "modules/media/routes/media-file.ts", { id: "routes/media-file" }),
  // The band's pages (docs/admin.md): never kept, never indexed.
  route("admin", "modules/admin/routes/admin.tsx", { id: "routes/admin" }, [
    index("modules/admin/routes/admin-home.tsx", { id: "routes/admin-home" }),
    route("welcome", "modules/admin/routes/admin-welcome.tsx", { id: "routes/admin-welcome" }),
    route("sign-in/code", "modules/admin/routes/admin-code.tsx", { id: "routes/admin-code" }),
    route("account", "modules/admin/routes/admin-account.tsx", { id: "routes/admin-account" }),
    route("numbers", "modules/admin/routes/admin-numbers.tsx", { id: "routes/admin-numbers" }),
    route("campaign", "modules/admin/routes/admin-campaign.tsx", { id: "routes/admin-campaign" }),
    // Takes a photo: the one post under /admin allowed past 16 KB, with shows/:id/flyer (server/form-posts.ts).
    route("campaign/photo", "modules/admin/routes/admin-campaign-photo.tsx", {
      id: "routes/admin-campaign-photo",
    }),
    route("shows/new", "modules/admin/routes/admin-show-new.tsx", { id: "routes/admin-show-new" }),
    route("shows/:id", "modules/admin/routes/admin-show.tsx", { id: "routes/admin-show" }),
    route("shows/:id/edit", "modules/admin/routes/admin-show-edit.tsx", { id: "routes/admin-show-edit" }),
    route("shows/:id/flyer", "modules/admin/routes/admin-show-flyer.tsx", { id: "routes/admin-show-flyer" }),
  ]),
  route("admin/sign-out", "modules/admin/routes/sign-out.ts", { id: "routes/admin-sign-out" }),
  route("admin/passkeys/new", "modules/admin/routes/passkeys.ts", { id: "passkeys-new" }),
  route("admin/passkeys/add", "modules/admin/routes/passkeys.ts", { id: "passkeys-add" }),
  route("admin/sign-in/passkey", "modules/admin/routes/passkeys.ts", { id: "sign-in-options" }),
  route("admin/sign-in/verify", "modules/admin/routes/passkeys.ts", { id: "sign-in-verify" }),
] satisfies RouteConfig;
