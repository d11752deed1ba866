import { createContext, RouterContextProvider } from "react-router";

import type { FormRefusal } from "../modules/follow/.server/guard.ts";
import type { Services } from "./services.ts";
import { singleton } from "./singleton.ts";

export type { FormRefusal };

/** The client's address as Express gives it (TRUST_PROXY's), for the sign-up form's rate limit. */
export const clientAddressContext = createContext<string | null>(null);

/** A form post the server refused before any route ran: the page is shown with a GET's loader. */
export const formRefusalContext = createContext<FormRefusal | null>(null);

// A singleton: in development Vite may reload this module, and routes must find the key the server set.
export const servicesContext = singleton("services-context", () => createContext<Services>());

export function requestContext(
  services: Services,
  clientAddress: string | undefined,
  refusal: FormRefusal | null = null,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(clientAddressContext, clientAddress ?? null);
  context.set(formRefusalContext, refusal);
  return context;
}

export function servicesOf(context: Readonly<RouterContextProvider>): Services {
  return context.get(servicesContext);
}

/** What a loader or action that needs the services takes (resource routes' tests call them with this). */
export interface ContextArgs {
  context: Readonly<RouterContextProvider>;
}
