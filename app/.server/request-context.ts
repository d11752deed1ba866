import { createContext, RouterContextProvider } from "react-router";

/**
 * What the server tells the routes of a request beyond the request itself:
 * the client's address, as Express gives it (`request.ip`: the address a
 * proxy named by TRUST_PROXY gives, else the socket's), for the sign-up
 * form's rate limit.
 */
export const clientAddressContext = createContext<string | null>(null);

/**
 * A form post the server refused before any route ran (server/form-posts.ts:
 * it came from another site, or announced a body larger than any form's).
 * The form's page is then shown with a GET's loader, which says why; no action runs.
 */
export type FormRefusal = "cross-site" | "too large";
export const formRefusalContext = createContext<FormRefusal | null>(null);

export function requestContext(
  clientAddress: string | undefined,
  refusal: FormRefusal | null = null,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, clientAddress ?? null);
  context.set(formRefusalContext, refusal);
  return context;
}
