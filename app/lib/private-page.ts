// The pages for one person (what they typed, the link in their e-mail): never kept by the site or any cache.

export const PRIVATE = { "Cache-Control": "no-store" } as const;

/** A route's `headers`: the action's when its post set them, else the loader's. */
export function privateHeaders({
  actionHeaders,
  loaderHeaders,
}: {
  actionHeaders: Headers;
  loaderHeaders: Headers;
}): Headers {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

/** An unsubscribe key as the e-mails' links carry it (32 random bytes, base64url). */
export const LINK_KEY = /^[A-Za-z0-9_-]{20,100}$/;
