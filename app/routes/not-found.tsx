import { data } from "react-router";
import { NotFoundScreen } from "#app/components/not-found-screen.tsx";
import { errorPageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/not-found";

export function meta({ matches }: Route.MetaArgs) {
  return errorPageMeta("Page not found", matches[0]?.loaderData?.siteUrl);
}

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}
