import { Outlet } from "react-router";

import { notFound } from "#app/.server/not-found.ts";
import { servicesOf } from "#app/.server/request-context.ts";
import { isLanguagePrefix } from "#app/i18n/site-languages.ts";

import type { Route } from "./+types/language";

/**
 * Every public page under its language's prefix (`/es/about`) as well as at the root: a first segment
 * that is not one of the site's other languages is no page (`/en/about`, `/fr`).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (params.lang !== undefined && !isLanguagePrefix(params.lang)) throw await notFound(servicesOf(context));
  return null;
}

export default function Language() {
  return <Outlet />;
}
