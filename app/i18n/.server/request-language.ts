/**
 * The language of the request being answered, or of the e-mail being written: every compiled message
 * (`m.…()`) and `currentLanguage()` read it. The server sets it from the page's address
 * (server/react-router-handler.ts); the outbox sets it from the fan's language.
 */
import { AsyncLocalStorage } from "node:async_hooks";

import { overwriteGetLocale } from "#app/i18n/compiled/runtime.js";
import type { Language } from "#app/i18n/languages.ts";
import { SITE_LANGUAGES } from "#app/i18n/site-languages.ts";

// One store for the process: in development the server's modules and Vite's copy of the app's are two
// instances of this file, and the language the server sets must reach the pages Vite renders.
const STORE = Symbol.for("headliner.language");
const current: AsyncLocalStorage<Language> = ((globalThis as Record<symbol, unknown>)[STORE] ??=
  new AsyncLocalStorage<Language>()) as AsyncLocalStorage<Language>;

overwriteGetLocale(() => current.getStore() ?? SITE_LANGUAGES[0]);

/** Runs `work` (and everything it awaits) in `language`. */
export function inLanguage<T>(language: Language, work: () => T): T {
  return current.run(language, work);
}
