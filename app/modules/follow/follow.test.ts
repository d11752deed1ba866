import { expect, test } from "vitest";

import { inLanguage } from "#app/i18n/.server/request-language.ts";

import { confirmPath, FORM_POST_PATHS, unsubscribePath } from "./follow.ts";

test("the links a fan is sent open the pages of the language they signed up in", () => {
  expect(confirmPath("a.b/c")).toBe("/follow/confirm?token=a.b%2Fc");
  expect(unsubscribePath("k3y")).toBe("/unsubscribe?key=k3y");
  expect(inLanguage("es", () => confirmPath("a.b/c"))).toBe("/es/follow/confirm?token=a.b%2Fc");
  expect(inLanguage("es", () => unsubscribePath("k3y"))).toBe("/es/unsubscribe?key=k3y");
});

test("every form, and a mail app's one-click unsubscribe, posts in every language", () => {
  expect(FORM_POST_PATHS).toEqual([
    "/follow",
    "/follow/confirm",
    "/unsubscribe",
    "/es/follow",
    "/es/follow/confirm",
    "/es/unsubscribe",
  ]);
});
