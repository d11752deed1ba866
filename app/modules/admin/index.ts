/** The band's pages: never kept, never indexed, never in the sitemap (docs/admin.md). */
export const ADMIN_PATH = "/admin";

/**
 * Whether a request's path reaches the band's pages, however it is spelled: the router decodes it,
 * ignores case and resolves dot segments, so "/%61dmin" and "/x/../Admin" are admin pages too, and
 * "/admin/../follow" is not.
 */
export function isAdminPath(path: string): boolean {
  const normal = normalPath(path);
  return normal === ADMIN_PATH || normal.startsWith(`${ADMIN_PATH}/`);
}

/** The path as the router reads it: decoded, in lower case, dot segments resolved. */
export function normalPath(path: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path.split("?")[0]!);
  } catch {
    return path;
  }
  const segments: string[] = [];
  for (const segment of decoded.toLowerCase().split("/")) {
    if (segment === "..") segments.pop();
    else if (segment !== "." && segment !== "") segments.push(segment);
  }
  return `/${segments.join("/")}`;
}

/** Where the passkey script posts; each answers JSON. */
export const PASSKEY_ROUTES = {
  registerOptions: `${ADMIN_PATH}/passkeys/new`,
  register: `${ADMIN_PATH}/passkeys/add`,
  signInOptions: `${ADMIN_PATH}/sign-in/passkey`,
  signIn: `${ADMIN_PATH}/sign-in/verify`,
} as const;

/** The file field of an upload form, and the paths that take a photo (up to MAX_UPLOAD_POST_BYTES). */
export const UPLOAD_FIELD = "photo";

const UPLOAD_PATHS = [/^\/admin\/shows\/\d+\/flyer$/, /^\/admin\/campaign\/photo$/];

export function isUploadPath(path: string): boolean {
  const normal = normalPath(path);
  return UPLOAD_PATHS.some((pattern) => pattern.test(normal));
}
