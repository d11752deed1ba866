import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";

import { servicesOf } from "#app/.server/request-context.ts";
import { m } from "#app/i18n/compiled/messages.js";
import { currentLanguage } from "#app/i18n/site-languages.ts";
import { errorPageMeta } from "#app/lib/meta.ts";
import { isNotFoundOffers } from "#app/lib/not-found.ts";
import { SAVE_DATA_HEADER, savesData } from "#app/lib/save-data.ts";
import { configCss, INLINE_STYLE } from "#app/site/inline-style.ts";
import { PageStyleProvider } from "#app/site/page-style.tsx";
import { pageStyleForQuery, pageStyles } from "#app/site/page-styles.ts";
import { WEB_FONTS_SCRIPT } from "#app/site/web-fonts.ts";
import { ErrorScreen } from "#app/ui/error-screen.tsx";
import { NotFoundScreen } from "#app/ui/not-found-screen.tsx";
import { Shell } from "#app/ui/shell.tsx";
import { siteConfig } from "#content/site.config.ts";

import type { Route } from "./+types/root";
import stylesheetUrl from "./app.css?url";
import menuScript from "./site/menu.js?url";

export const links: Route.LinksFunction = () => [
  // In development a stylesheet link, so style edits update without a reload (see InlineStyles).
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheetUrl }] : []),
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/** When an error stops at the root's ErrorBoundary, React Router calls no page's meta: the title is here. */
export function meta({ error, data }: Route.MetaArgs) {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return errorPageMeta(notFound ? m.error_not_found_title() : m.error_unexpected_title(), data?.siteUrl);
}

export function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  // `?style=almostReal` previews another campaign for this page view.
  const leading = services.campaign.current().activeStyle;
  return {
    styleKey: pageStyleForQuery(new URL(request.url).search, leading).style,
    siteUrl: services.env.siteUrl,
    // A browser's data saver: the hero shows its still picture only (modules/home/components/hero-media.tsx).
    savesData: savesData(request.headers.get(SAVE_DATA_HEADER)),
  };
}

function useCurrentStyle() {
  const data = useRouteLoaderData<typeof loader>("root");
  return pageStyles[data?.styleKey ?? siteConfig.activeStyle];
}

/**
 * Inline, so no request blocks the first paint; cut to the page as it is sent (app/entry.server.tsx). In
 * development a stylesheet link instead, for hot reload.
 */
function InlineStyles() {
  // Our own built CSS and config, not user input.
  const css = import.meta.env.DEV ? configCss() : INLINE_STYLE;
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}

export function Layout({ children }: { children: ReactNode }) {
  const style = useCurrentStyle();
  return (
    <html lang={currentLanguage()} data-style={style.style}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={style.backgroundColor} />
        {/* When the band's fonts are drawn: our own constant, allowed by its hash (app/site/web-fonts.ts). */}
        <script dangerouslySetInnerHTML={{ __html: WEB_FONTS_SCRIPT }} />
        <Meta />
        <Links />
        <InlineStyles />
      </head>
      <body>
        {children}
        {/*
         * No React on the client: every page is whole as the server renders it (the menu is a native
         * dialog). Development keeps React Router's scripts for hot reloading.
         */}
        {import.meta.env.DEV ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          <script type="module" src={menuScript} />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <PageStyleProvider style={useCurrentStyle()}>
      <Shell>
        <Outlet />
      </Shell>
    </PageStyleProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const style = useCurrentStyle();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PageStyleProvider style={style}>
      <Shell>
        {notFound ? (
          // A route's 404 carries the page's offers (app/.server/not-found.ts); another's, none.
          <NotFoundScreen offers={isNotFoundOffers(error.data) ? error.data : null} />
        ) : (
          <ErrorScreen
            heading={m.error_unexpected_heading()}
            message={m.error_unexpected_message()}
            details={import.meta.env.DEV && error instanceof Error ? error.stack : undefined}
          />
        )}
      </Shell>
    </PageStyleProvider>
  );
}
