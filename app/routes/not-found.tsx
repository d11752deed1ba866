import { data } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";

export function meta({ matches, location }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: "Page not found", path: location.pathname, siteUrl: matches[0]?.loaderData?.siteUrl }),
    { name: "robots", content: "noindex" },
  ];
}

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorScreen heading="Page not found" message="There is nothing at this address. The shows and the music are one click away." />;
}
