/**
 * Anything but an absolute http(s) URL (`javascript:`, `data:`, a relative path) is no link at all.
 * Returns the URL as the parser normalised it, which is the string that gets rendered.
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

export function safeHttpsUrl(value: unknown): string | null {
  const href = safeHttpUrl(value);
  return href?.startsWith("https:") ? href : null;
}

/** The path stays a path: new URL("//x", origin) would read it as another host. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const url = new URL(siteUrl);
  url.pathname = path;
  return url.href;
}
