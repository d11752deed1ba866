import { createContext as createRouterContext } from "react-router";
import { createContext, use } from "react";

/**
 * This response's Content-Security-Policy nonce: server/app.ts makes a fresh
 * one per request and puts it in React Router's context; entry.server.tsx
 * gives it to React; the document puts it on its inline <style> and scripts.
 * In the browser it is empty: browsers hide a nonce from the page.
 */
export const cspNonceContext = createRouterContext<string>("");

const NonceContext = createContext("");

export const NonceProvider = NonceContext;

export function useNonce(): string {
  return use(NonceContext);
}
