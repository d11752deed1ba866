import stylesheet from "./app.css?inline";
import stylesheetUrl from "./app.css?url";
import displayFont from "@fontsource/anton/files/anton-latin-400-normal.woff2?url";
import textFont from "@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2?url";
import menuScript from "./site/menu.js?url";
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
import { siteConfig } from "#content/site.config.ts";
import { getEnv } from "#app/.server/env.ts";
import { ErrorScreen } from "#app/components/error-screen.tsx";
import { errorPageMeta } from "#app/lib/meta.ts";
import { NotFoundScreen } from "#app/components/not-found-screen.tsx";
import { Shell } from "#app/components/shell.tsx";
import { PageStyleProvider } from "#app/site/page-style.tsx";
import { useNonce } from "#app/site/nonce.tsx";
import { pageStyles, resolvePageStyle, type PageStyle } from "#app/site/page-styles.ts";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
  // In development a stylesheet link, so style edits update without a reload (see InlineStyles).
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheetUrl }] : []),
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: textFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/**
 * Only shown when an error stops at the root's ErrorBoundary (a show page's
 * 404, say): React Router then calls no page's meta, and the page still
 * needs its title. Every page has its own meta otherwise.
 */
export function meta({ error, data, location }: Route.MetaArgs) {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return errorPageMeta(
    notFound ? "Page not found" : "Something went wrong",
    location.pathname,
    data?.siteUrl,
  );
}

export function loader({ request }: Route.LoaderArgs) {
  // `?style=almostReal` previews another campaign for this page view.
  const preview = new URL(request.url).searchParams.get("style");
  return {
    styleKey: resolvePageStyle(preview, siteConfig.activeStyle).style,
    siteUrl: getEnv().siteUrl,
  };
}

/** The page style of this view: from the root loader, or the configured one when it failed. */
function useCurrentStyle() {
  const data = useRouteLoaderData<typeof loader>("root");
  return pageStyles[data?.styleKey ?? siteConfig.activeStyle];
}

/**
 * The whole stylesheet (about 5 KB compressed) inline in the server-rendered
 * <head>: no render-blocking request before the first paint. The browser
 * bundle never carries it: on the client the element keeps the server's
 * content, which React leaves alone when hydrating.
 */
function InlineStyles({ nonce }: { nonce: string }) {
  if (import.meta.env.DEV) return null;
  return (
    <style
      nonce={nonce}
      // Our own built CSS, not user input.
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? stylesheet : "" }}
      suppressHydrationWarning
    />
  );
}

/**
 * The page style's colours and images as CSS variables, which app.css uses
 * for the page background, the accent and the page header: in the
 * server-rendered HTML, so they are right from the first paint, and in a
 * <style> element under the CSP nonce rather than style attributes, which a
 * strict policy refuses.
 */
function StyleVariables({ style, nonce }: { style: PageStyle; nonce: string }) {
  const variables = [
    `--accent:${style.accentColor}`,
    `--highlight:${style.highlight}`,
    `--primary:${style.primary.fill}`,
    `--on-primary:${style.primary.text}`,
    `--card-background:${style.card.background}`,
    `--card-border:${style.card.border}`,
    `--card-radius:${style.card.radius}`,
    `--tile-background:${style.dateTile.background}`,
    `--tile-label:${style.dateTile.label}`,
    `--tile-day:${style.dateTile.day}`,
    `--page-background:${style.background}`,
    `--page-background-color:${style.backgroundColor}`,
    `--page-header:url(${JSON.stringify(style.pageHeader)})`,
  ];
  // Our own config values; JSON.stringify quotes the URL.
  return <style nonce={nonce} dangerouslySetInnerHTML={{ __html: `:root{${variables.join(";")}}` }} />;
}

export function Layout({ children }: { children: ReactNode }) {
  const style = useCurrentStyle();
  const nonce = useNonce();
  return (
    <html lang="en" data-style={style.style}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={style.backgroundColor} />
        <Meta />
        <Links />
        <InlineStyles nonce={nonce} />
        <StyleVariables style={style} nonce={nonce} />
      </head>
      <body>
        {children}
        {/*
         * No React on the client: every page is whole as the server renders it (the menu is a
         * native dialog), so the browser gets no framework, only the menu's few hundred bytes.
         * Development keeps React Router's scripts for hot reloading.
         */}
        {import.meta.env.DEV ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <script type="module" src={menuScript} nonce={nonce} />
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
          <NotFoundScreen />
        ) : (
          <ErrorScreen
            heading="Unexpected Application Error!"
            message="Something went wrong on our side. Please try again in a moment."
            details={import.meta.env.DEV && error instanceof Error ? error.stack : undefined}
          />
        )}
      </Shell>
    </PageStyleProvider>
  );
}
