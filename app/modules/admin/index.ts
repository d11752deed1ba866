/** The band's pages: never kept, never indexed, never in the sitemap (docs/admin.md). */
export const ADMIN_PATH = "/admin";

export function isAdminPath(path: string): boolean {
  return path === ADMIN_PATH || path.startsWith(`${ADMIN_PATH}/`);
}

/** Where the passkey script posts; each answers JSON. */
export const PASSKEY_ROUTES = {
  registerOptions: `${ADMIN_PATH}/passkeys/new`,
  register: `${ADMIN_PATH}/passkeys/add`,
  signInOptions: `${ADMIN_PATH}/sign-in/passkey`,
  signIn: `${ADMIN_PATH}/sign-in/verify`,
} as const;
