import { data } from "react-router";
import { NotFoundScreen } from "#app/components/not-found-screen.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/not-found";

export function meta({ matches, location }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: "Page not found",
      path: location.pathname,
      siteUrl: matches[0]?.loaderData?.siteUrl,
    }),
    { name: "robots", content: "noindex" },
  ];
}

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}
