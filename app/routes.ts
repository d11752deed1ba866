import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("music", "routes/music.tsx"),
  route("shows/past", "routes/past-shows.tsx"),
  route("shows/:id", "routes/show.tsx"),
  // Every other URL: the branded "page not found", inside the layout, with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
