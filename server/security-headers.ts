import type { RequestHandler } from "express";
import helmet from "helmet";
import { INLINE_STYLE_SOURCES } from "#app/.server/inline-style-hash.ts";

/**
 * Strict headers on every response (helmet). The Content-Security-Policy
 * allows scripts only from the site itself (the menu's one file) and, inline,
 * only the pages' stylesheets, by their hashes: no nonce, so a page's bytes are
 * the same for every request and can be cached. Nothing loads from
 * elsewhere but pictures (Spotify's album covers, a show's flyer on another
 * site), and no other site may frame the pages.
 */

/**
 * Browser features the site never uses, turned off. Not autoplay: a campaign
 * hero's muted video loop starts by itself (the `autoplay` attribute), which
 * `autoplay=()` would stop.
 */
const PERMISSIONS_POLICY = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function securityHeaders({
  development,
  imageOrigins,
}: {
  development: boolean;
  imageOrigins: string[];
}): RequestHandler[] {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        // Development runs React Router's inline scripts and Vite's injected styles, for hot reload.
        scriptSrc: development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        styleSrc: development ? ["'self'", "'unsafe-inline'"] : ["'self'", ...INLINE_STYLE_SOURCES],
        // A show's flyer may be a picture on any https host (docs/decisions/054-flyers.md).
        imgSrc: ["'self'", "https:", ...imageOrigins],
        // A campaign hero's video loop, from the site's own files.
        mediaSrc: ["'self'"],
        fontSrc: ["'self'"],
        // React Router fetches route modules and data from the site; a Get Tickets link pings the
        // site (a ping obeys connect-src); Vite's hot reload uses a WebSocket.
        connectSrc: development ? ["'self'", "ws:"] : ["'self'"],
        manifestSrc: ["'self'"],
        baseUri: ["'none'"],
        // The sign-up form and the unsubscribe button post to the site itself, and nowhere else.
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 2 * ONE_YEAR_S, includeSubDomains: true },
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    // Spotify's covers carry no CORP header; requiring one would break them.
    crossOriginEmbedderPolicy: false,
    // Headers for browsers no fan uses any more (Internet Explorer's download prompt and XSS
    // filter, Flash's cross-domain policies): bytes on every page's first round trip, for nothing.
    // Nor is DNS prefetching turned off: a page links only to the band's ticket sellers and
    // services, whose names a browser may as well look up before the click.
    xXssProtection: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xDnsPrefetchControl: false,
    // Origin-Agent-Cluster: a performance hint, not a security header, that only Chromium ever
    // read, and Chromium now keys agent clusters by origin without it.
    originAgentCluster: false,
  });
  const permissions: RequestHandler = (_request, response, next) => {
    response.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  };
  return [headers, permissions];
}
