import "@fontsource/instrument-serif/latin-400.css";
import "@fontsource/instrument-serif/latin-400-italic.css";
import "./app.css";
import displayFont from "@fontsource/instrument-serif/files/instrument-serif-latin-400-normal.woff2?url";
import displayFontItalic from "@fontsource/instrument-serif/files/instrument-serif-latin-400-italic.woff2?url";
import { useEffect, type CSSProperties, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { siteConfig } from "#content/site.config";
import { getEnv } from "~/.server/env";
import { ErrorScreen } from "~/components/error-screen";
import { NotFoundScreen } from "~/components/not-found-screen";
import { Shell } from "~/components/shell";
import { PageProvider } from "~/site/page-context";
import { pageStyles, resolvePageStyle } from "~/site/page-styles";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: displayFontItalic, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

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

export function Layout({ children }: { children: ReactNode }) {
  const style = useCurrentStyle();
  // On <body> in the server-rendered HTML, so the right background is there from the first paint.
  const bodyStyle = { background: style.background, "--accent": style.accentColor } as CSSProperties;
  return (
    <html lang="en" style={{ backgroundColor: style.backgroundColor }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={style.backgroundColor} />
        <Meta />
        <Links />
      </head>
      <body style={bodyStyle}>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document interactive: browser tests wait for it before clicking.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <PageProvider style={useCurrentStyle()}>
      <Shell>
        <Outlet />
      </Shell>
    </PageProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const style = useCurrentStyle();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PageProvider style={style}>
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
    </PageProvider>
  );
}
