import type { RequestHandler } from "express";
import helmet from "helmet";

import { INLINE_STYLE_SOURCE, inlineSource } from "#app/.server/inline-style-hash.ts";
import { WEB_FONTS_SCRIPT } from "#app/site/web-fonts.ts";

// Inline styles by hash, not nonce, so a page's bytes are the same for every request (decision 011).

// Not autoplay: a campaign hero's muted video loop starts by itself.
const DENIED = [
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
];
const PERMISSIONS_POLICY = DENIED.map((feature) => `${feature}=()`).join(", ");
// The band's pages make and use passkeys; nothing else changes.
const ADMIN_PERMISSIONS_POLICY = [
  ...DENIED.filter((feature) => feature !== "publickey-credentials-get").map((feature) => `${feature}=()`),
  "publickey-credentials-get=(self)",
  "publickey-credentials-create=(self)",
].join(", ");

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * A page's policy names the hashes of exactly the stylesheets it carries: its own share of the site's
 * stylesheet and the art it draws (decision 099). The rest of the policy is the same for every answer.
 */
export function withStyleSources(policy: string, sources: string): string {
  return policy.replace(/(^|;)style-src [^;]*/, `$1style-src 'self' ${sources}`);
}

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
        // Development only: React Router's inline scripts and Vite's injected styles, for hot reload.
        // Else the site's files and the one inline script, which says when the fonts are drawn (decision 103).
        scriptSrc: development ? ["'self'", "'unsafe-inline'"] : ["'self'", inlineSource(WEB_FONTS_SCRIPT)],
        styleSrc: development
          ? ["'self'", "'unsafe-inline'"]
          : // Until a page narrows it to its own (withStyleSources): the whole stylesheet, no art.
            ["'self'", INLINE_STYLE_SOURCE],
        // A show's flyer may be a picture on any https host (docs/decisions/054-flyers.md).
        imgSrc: ["'self'", "https:", ...imageOrigins],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'"],
        // A Get Tickets ping obeys connect-src.
        connectSrc: development ? ["'self'", "ws:"] : ["'self'"],
        manifestSrc: ["'self'"],
        baseUri: ["'none'"],
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
    // Headers for Internet Explorer and Flash only: bytes on every first round trip, for nothing.
    // DNS prefetch stays on: a page links only to the band's ticket sellers and services.
    xXssProtection: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xDnsPrefetchControl: false,
    // Chromium, its only reader, now keys agent clusters by origin without it.
    originAgentCluster: false,
  });
  const permissions: RequestHandler = (_request, response, next) => {
    response.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  };
  return [headers, permissions];
}

/** Under /admin: for one member's eyes, so never stored by a browser, proxy or CDN, and never indexed. */
export const adminHeaders: RequestHandler = (_request, response, next) => {
  response.setHeader("Cache-Control", "no-store");
  response.setHeader("X-Robots-Tag", "noindex");
  response.setHeader("Permissions-Policy", ADMIN_PERMISSIONS_POLICY);
  next();
};
