/**
 * A link from data (a ticket, a flyer, an album) becomes an `href` only when
 * it parses as an absolute http(s) URL. Anything else — `javascript:`,
 * `data:`, a relative path, garbage — is not a link at all.
 *
 * Returns the URL as the parser normalised it (control characters and
 * surrounding spaces removed), which is the string that gets rendered.
 */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
}

/** Like safeHttpUrl, but https only: for links we promise are secure (album pages). */
export function safeHttpsUrl(value: unknown): string | null {
  const href = safeHttpUrl(value);
  return href?.startsWith("https:") ? href : null;
}

/**
 * A path on the site as an absolute URL on `siteUrl` (SITE_URL). The path
 * stays a path, whatever it holds: new URL("//x", origin) would read it as
 * another host.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  const url = new URL(siteUrl);
  url.pathname = path;
  return url.href;
}
