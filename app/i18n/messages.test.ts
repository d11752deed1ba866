import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

import { expect, test } from "vitest";

import { compiledMessages, isCompiled, PROJECT_ROOT } from "../../scripts/i18n/compile-messages.ts";
import { INTERFACE_LANGUAGES } from "./languages.ts";
import { SITE_LANGUAGES } from "./site-languages.ts";

/**
 * The interface's words, one messages file per feature and language (decision 100). Adding a language
 * is a file beside each English one and a line in the config (docs/configuration.md#languages): these
 * tests name what is missing.
 */
const settings = JSON.parse(readFileSync(join(PROJECT_ROOT, "project.inlang/settings.json"), "utf8")) as {
  baseLocale: string;
  locales: string[];
  "plugin.inlang.messageFormat": { pathPattern: string[] };
};
const patterns = settings["plugin.inlang.messageFormat"].pathPattern;

type Messages = Record<string, unknown>;
const messagesIn = (pattern: string, language: string): Messages | null => {
  try {
    const messages = JSON.parse(
      readFileSync(join(PROJECT_ROOT, pattern.replace("{locale}", language)), "utf8"),
    ) as Messages;
    delete messages.$schema;
    return messages;
  } catch {
    return null;
  }
};

function messagesFolders(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === "node_modules" || entry.name === "compiled") return [];
    const path = join(folder, entry.name);
    return entry.name === "messages" ? [path] : messagesFolders(path);
  });
}

test("every configured language has its interface words compiled", () => {
  expect(settings.baseLocale).toBe("en");
  expect([...INTERFACE_LANGUAGES].sort()).toEqual([...settings.locales].sort());
  for (const language of SITE_LANGUAGES) expect(INTERFACE_LANGUAGES).toContain(language);
});

test("every messages folder is one the compiler reads", () => {
  const listed = patterns.map((pattern) => pattern.replace(/^\.\//, "").replace("/{locale}.json", ""));
  const folders = messagesFolders(join(PROJECT_ROOT, "app")).map((folder) => relative(PROJECT_ROOT, folder));
  expect(folders.sort()).toEqual(listed.sort());
});

test("no message is missing, extra or empty in any language", () => {
  const problems = patterns.flatMap((pattern) => {
    const english = messagesIn(pattern, "en");
    if (!english) return [`${pattern.replace("{locale}", "en")} is missing`];
    return settings.locales.flatMap((language) => {
      const file = pattern.replace("{locale}", language);
      const messages = messagesIn(pattern, language);
      if (!messages)
        return [`${file} is missing: copy the English file beside it and translate each message`];
      return [
        ...Object.keys(english)
          .filter((key) => !(key in messages))
          .map((key) => `${file}: "${key}" is missing`),
        ...Object.keys(messages)
          .filter((key) => !(key in english))
          .map((key) => `${file}: "${key}" is not an English message (left after a rename?)`),
        ...Object.entries(messages)
          .filter(([, text]) => text === "" || (Array.isArray(text) && text.length === 0))
          .map(([key]) => `${file}: "${key}" is empty`),
      ];
    });
  });
  expect(problems).toEqual([]);
});

test("the compiled messages are the messages files' (npm run messages)", async () => {
  expect(isCompiled(await compiledMessages({ declarations: false })), "run npm run messages").toBe(true);
}, 30_000);
