import { notFound } from "#app/.server/not-found.ts";
import { type ContextArgs, servicesOf } from "#app/.server/request-context.ts";
import { m } from "#app/i18n/compiled/messages.js";
import { errorPageMeta } from "#app/lib/meta.ts";
import { NotFoundScreen } from "#app/ui/not-found-screen.tsx";

import type { Route } from "./+types/not-found";

export function meta({ matches }: Route.MetaArgs) {
  return errorPageMeta(m.error_not_found_title(), matches[0]?.loaderData?.siteUrl);
}

export function loader({ context }: ContextArgs) {
  return notFound(servicesOf(context));
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundScreen offers={loaderData} />;
}
