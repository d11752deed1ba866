import type { RequestHandler, Response } from "express";
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import { randomBytes } from "node:crypto";

/**
 * Strict headers on every response (helmet), with a fresh Content-Security-
 * Policy nonce per request for the page's own inline scripts and styles
 * (React Router's and React's scripts, the inline stylesheet). Nothing else
 * inline runs, nothing loads from elsewhere but Spotify's album covers, and
 * no other site may frame the pages.
 */

/** Browser features the site never uses, turned off. */
const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
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
  const nonce: RequestHandler = (_request, response, next) => {
    response.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
  const withNonce = (_request: IncomingMessage, response: ServerResponse) =>
    `'nonce-${(response as Response).locals.cspNonce as string}'`;
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        scriptSrc: ["'self'", withNonce],
        // Vite injects styles with JavaScript in development; a nonce would make browsers ignore 'unsafe-inline'.
        styleSrc: development ? ["'self'", "'unsafe-inline'"] : ["'self'", withNonce],
        imgSrc: ["'self'", ...imageOrigins],
        fontSrc: ["'self'"],
        // React Router fetches route modules and data from the site; Vite's hot reload uses a WebSocket.
        connectSrc: development ? ["'self'", "ws:"] : ["'self'"],
        manifestSrc: ["'self'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
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
  });
  const permissions: RequestHandler = (_request, response, next) => {
    response.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  };
  return [nonce, headers, permissions];
}
