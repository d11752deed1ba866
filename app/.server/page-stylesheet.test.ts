import { createHash } from "node:crypto";

import { describe, expect, test } from "vitest";

import { ART_STYLES, HERO_FOCUS_STYLE, INLINE_STYLE } from "#app/site/inline-style.ts";

import { classesIn, requiredClasses, stylesheetFor, withPageStylesheet } from "./page-stylesheet.ts";

const hash = (css: string) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`;
const page = (body: string, head = `<style>${INLINE_STYLE}</style>`) =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
const ownStylesheet = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;

describe("a page's share of the site's stylesheet", () => {
  test("keeps the rules of the classes the page uses and drops the others", () => {
    const css = ".a{color:red}.b{color:blue}.a .c{margin:0}p{margin:0}";
    expect(stylesheetFor(css, new Set(["a"]))).toBe(".a{color:red}p{margin:0}");
    expect(stylesheetFor(css, new Set(["a", "c"]))).toBe(".a{color:red}.a .c{margin:0}p{margin:0}");
  });

  test("keeps a rule any of whose selectors can match", () => {
    expect(stylesheetFor(".x,.y{color:red}", new Set(["y"]))).toBe(".x,.y{color:red}");
    expect(stylesheetFor(".x,.y{color:red}", new Set())).toBe("");
  });

  test("never counts a class inside :not(), :has(), :is() or an attribute value", () => {
    const css =
      ".row:not(:has(.button)){gap:0}:where(.group:is([open]) *) .icon{rotate:180deg}[data-x='.z'] p{margin:0}";
    expect(stylesheetFor(css, new Set(["row", "icon"]))).toBe(css);
    expect(requiredClasses(".row:not(:has(.button))")).toEqual(["row"]);
  });

  test("reads no class in a string, a comment or an escaped dot", () => {
    expect(requiredClasses('[data-x="].b"] p')).toEqual([]);
    expect(requiredClasses(".x /* .y */ p")).toEqual(["x"]);
    expect(requiredClasses("#a\\.b")).toEqual([]);
    const css = '.a[data-x="{,.b}"]{color:red}.c{color:blue}';
    expect(stylesheetFor(css, new Set(["a"]))).toBe('.a[data-x="{,.b}"]{color:red}');
  });

  test("reads escaped class names as Tailwind writes them", () => {
    expect(requiredClasses(".sm\\:block")).toEqual(["sm:block"]);
    expect(requiredClasses(".w-\\[min\\(80vw\\,32rem\\)\\]")).toEqual(["w-[min(80vw,32rem)]"]);
    expect(requiredClasses(".\\31 0\\:zz")).toEqual(["10:zz"]);
    expect(requiredClasses(".hover\\:zz:hover")).toEqual(["hover:zz"]);
  });

  test("drops a media query left empty, keeps every @layer (they set the order) and every font and keyframe", () => {
    const css =
      "@layer theme,base;@layer utilities{.a{color:red}}@media (width>=40rem){.sm\\:b{display:block}}" +
      '@font-face{font-family:A;src:url(a.woff2)}@keyframes k{0%{opacity:0}}.q::after{content:"}"}';
    expect(stylesheetFor(css, new Set())).toBe(
      "@layer theme,base;@layer utilities{}@font-face{font-family:A;src:url(a.woff2)}@keyframes k{0%{opacity:0}}",
    );
    expect(stylesheetFor(css, new Set(["sm:b", "q"]))).toBe(
      "@layer theme,base;@layer utilities{}@media (width>=40rem){.sm\\:b{display:block}}" +
        '@font-face{font-family:A;src:url(a.woff2)}@keyframes k{0%{opacity:0}}.q::after{content:"}"}',
    );
  });

  test("finds the classes in React's markup, entities decoded", () => {
    expect(
      classesIn('<a class="zz q&#x27;s a&amp;b"></a><svg class="art"></svg><p data-class="no">'),
    ).toEqual(new Set(["zz", "q's", "a&b", "art"]));
  });

  test("keeps comments, and prunes what follows them", () => {
    const css = "/*! licence */\n@layer utilities{.a{color:red}.b{color:blue}}";
    expect(stylesheetFor(css, new Set(["a"]))).toBe("/*! licence */\n@layer utilities{.a{color:red}}");
  });

  test("reads a quote escaped in a selector as part of the name, not as a string", () => {
    const css = "@layer utilities{.q\\'s{color:red}.zz{color:blue}}";
    expect(stylesheetFor(css, new Set(["q's"]))).toBe("@layer utilities{.q\\'s{color:red}}");
  });
});

describe("the page's stylesheets and their Content-Security-Policy sources", () => {
  test("a page carries the part of the site's stylesheet it uses, and allows exactly that by its hash", () => {
    // Unit tests build no Tailwind (the process tests check the real pages): the cut is stylesheetFor's.
    const before = page('<main class="sr-only">Hi</main>');
    const { html, styleSources } = withPageStylesheet(before);
    const own = ownStylesheet(html);
    expect(own).toBe(stylesheetFor(INLINE_STYLE, new Set(["sr-only"])));
    expect(html.replace(own, "")).toBe(before.replace(INLINE_STYLE, ""));
    expect(styleSources).toEqual([hash(own)]);
  });

  test("the art a page draws is allowed by its hash, and a <style> the site did not write is not", () => {
    const art = `<style data-precedence="art" data-href="stage-rig">${ART_STYLES["stage-rig"]}</style>`;
    const focus = `<style data-precedence="hero-focus" data-href="hero-focus">${HERO_FOCUS_STYLE}</style>`;
    const stranger = "<style>body{background:red}</style>";
    const { html, styleSources } = withPageStylesheet(
      page("<main>Hi</main>", `<style>${INLINE_STYLE}</style>${art}${focus}${stranger}`),
    );
    expect(styleSources).toEqual([
      hash(ownStylesheet(html)),
      hash(ART_STYLES["stage-rig"]),
      hash(HERO_FOCUS_STYLE),
    ]);
    expect(styleSources).not.toContain(hash("body{background:red}"));
  });

  test("a stylesheet that does not parse is sent whole, and allowed whole", () => {
    const broken = ".a{color:red}@media (width>=40rem){.b{color:blue}";
    const { html, styleSources } = withPageStylesheet(page("<p>Hi</p>", `<style>${broken}</style>`), broken);
    expect(ownStylesheet(html)).toBe(broken);
    expect(styleSources).toEqual([hash(broken)]);
  });

  test("a page without the site's stylesheet (development links it) is left as it is", () => {
    const html = page("<main>Hi</main>", "<style>:root{}</style>");
    expect(withPageStylesheet(html)).toEqual({ html, styleSources: [] });
  });
});
