import { ART_STYLES, HERO_FOCUS_STYLE, INLINE_STYLE } from "#app/site/inline-style.ts";

import { inlineSource } from "./inline-style-hash.ts";
import { describeError, log } from "./log.ts";

/*
 * Decision 099: each page inlines only the rules its own markup can match, and the Content-Security-Policy
 * allows exactly the stylesheets the page carries, by their hashes. A rule is left out only when one of its
 * selectors' classes is on no element of the page (classes inside :is(), :not(), :has() and the like are not
 * counted, so a rule is never dropped for them). The pages change no class once they are in the browser:
 * their few scripts set attributes (a dialog's `open`, `hidden`), which rules keep.
 */

type Item =
  | { kind: "rule"; text: string; selectors: string[][] }
  | { kind: "group"; prelude: string; items: Item[]; keepEmpty: boolean }
  | { kind: "text"; text: string };

/** The end of a string that starts at `from` (a quote), so braces inside strings are not structure. */
function stringEnd(css: string, from: number): number {
  const quote = css[from];
  let index = from + 1;
  while (index < css.length && css[index] !== quote) index += css[index] === "\\" ? 2 : 1;
  return index;
}

/** The first of `stops` from `from` on that is structure: not escaped, in a string or in a comment. */
function scanTo(css: string, from: number, stops: string): number {
  for (let index = from; index < css.length; index++) {
    const char = css[index]!;
    if (char === "\\") index++;
    else if (char === "/" && css[index + 1] === "*") index = css.indexOf("*/", index + 2) + 1 || css.length;
    else if (char === '"' || char === "'") index = stringEnd(css, index);
    else if (stops.includes(char)) return index;
  }
  return -1;
}

/** Where the block that opens at `open` closes. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index !== -1; index = scanTo(css, index + 1, "{}")) {
    if (css[index] === "{") depth++;
    else if (--depth === 0) return index;
  }
  throw new Error("the stylesheet has a block that does not close");
}

/** The top-level commas of a selector list (not those inside parentheses or brackets). */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index++) {
    const char = list[index];
    if (char === "\\") index++;
    else if (char === '"' || char === "'") index = stringEnd(list, index);
    else if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (char === "," && depth === 0) {
      parts.push(list.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

const unescapeCss = (name: string) =>
  name.replace(/\\(?:([\da-f]{1,6})\s?|([^]))/gi, (_, hex?: string, char?: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  );

/**
 * The classes an element must have for the selector to match: those outside any parentheses, brackets,
 * strings and comments.
 */
export function requiredClasses(selector: string): string[] {
  let outside = "";
  let depth = 0;
  for (let index = 0; index < selector.length; index++) {
    const char = selector[index]!;
    if (char === "\\") {
      if (depth === 0) outside += selector.slice(index, index + 2);
      index++;
    } else if (char === '"' || char === "'") index = stringEnd(selector, index);
    else if (char === "/" && selector[index + 1] === "*") {
      index = selector.indexOf("*/", index + 2) + 1 || selector.length;
      outside += " ";
    } else if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (depth === 0) outside += char;
  }
  // A dot escaped into a name (`#a\\.b`) starts no class.
  return [...outside.matchAll(/(?<!\\)\.((?:\\[\da-f]{1,6}\s?|\\.|[\w-]|[^\p{ASCII}])+)/giu)].map((match) =>
    unescapeCss(match[1]!),
  );
}

// At-rules whose block holds rules; any other (@font-face, @property, @keyframes) is kept whole.
const GROUPS = /^@(media|supports|layer|container|scope|starting-style)\b/;

function parse(css: string): Item[] {
  const items: Item[] = [];
  let index = 0;
  while (index < css.length) {
    if (css.startsWith("/*", index)) {
      const end = css.indexOf("*/", index + 2);
      const next = end === -1 ? css.length : end + 2;
      items.push({ kind: "text", text: css.slice(index, next) });
      index = next;
      continue;
    }
    if (/\s/.test(css[index]!)) {
      items.push({ kind: "text", text: css[index]! });
      index++;
      continue;
    }
    // A statement at-rule (`@layer a, b;`, `@import …;`) ends at its semicolon, before any block.
    const open = scanTo(css, index, css[index] === "@" ? "{;" : "{");
    if (open !== -1 && css[open] === ";") {
      items.push({ kind: "text", text: css.slice(index, open + 1) });
      index = open + 1;
      continue;
    }
    if (open === -1) {
      const rest = css.slice(index);
      if (rest.trim()) items.push({ kind: "text", text: rest });
      break;
    }
    const close = blockEnd(css, open);
    const prelude = css.slice(index, open);
    const head = prelude.trim();
    if (GROUPS.test(head)) {
      items.push({
        kind: "group",
        prelude,
        items: parse(css.slice(open + 1, close)),
        // An empty @layer still sets the layers' order.
        keepEmpty: head.startsWith("@layer"),
      });
    } else if (head.startsWith("@")) {
      items.push({ kind: "text", text: css.slice(index, close + 1) });
    } else {
      items.push({
        kind: "rule",
        text: css.slice(index, close + 1),
        selectors: splitSelectors(head).map(requiredClasses),
      });
    }
    index = close + 1;
  }
  return items;
}

function serialize(items: Item[], classes: ReadonlySet<string>): string {
  let css = "";
  for (const item of items) {
    if (item.kind === "text") css += item.text;
    else if (item.kind === "rule") {
      if (item.selectors.some((required) => required.every((name) => classes.has(name)))) css += item.text;
    } else {
      const inner = serialize(item.items, classes);
      if (inner || item.keepEmpty) css += `${item.prelude}{${inner}}`;
    }
  }
  return css;
}

// Each stylesheet is read once, a failure too (withPageStylesheet then sends it whole).
const parsed = new Map<string, Item[] | Error>();

/** The part of `css` that can apply to a page whose elements carry `classes`. */
export function stylesheetFor(css: string, classes: ReadonlySet<string>): string {
  let items = parsed.get(css);
  if (!items) {
    try {
      items = parse(css);
    } catch (error) {
      items = error instanceof Error ? error : new Error(String(error));
    }
    parsed.set(css, items);
  }
  if (items instanceof Error) throw items;
  return serialize(items, classes);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decodeAttribute = (value: string) =>
  value.replace(/&(?:#x([\da-f]+)|#(\d+)|(\w+));/gi, (entity, hex: string, decimal: string, name: string) =>
    hex || decimal
      ? String.fromCodePoint(parseInt(hex || decimal, hex ? 16 : 10))
      : (ENTITIES[name] ?? entity),
  );

/** Every class on an element of the page, as React writes them (`class="…"`). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of decodeAttribute(value!).split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/**
 * From the page's render to the server, which puts them in the page's Content-Security-Policy and never
 * sends this header on (server/react-router-handler.ts).
 */
export const STYLE_SOURCES_HEADER = "x-page-style-sources";

// The only stylesheets a page may carry inline besides its own part of INLINE_STYLE.
const KNOWN = new Set([...Object.values(ART_STYLES), HERO_FOCUS_STYLE]);

/**
 * The page with its share of the site's stylesheet, and the CSP sources for the stylesheets it carries:
 * that share, and the art or focus styles it draws. Any other <style> would stay unallowed. Should the
 * stylesheet not parse, the page keeps it whole: a heavier page, never a broken one.
 */
export function withPageStylesheet(
  html: string,
  stylesheet = INLINE_STYLE,
): { html: string; styleSources: string[] } {
  const whole = `<style>${stylesheet}</style>`;
  const at = html.indexOf(whole);
  if (at === -1) return { html, styleSources: [] };
  let own = stylesheet;
  try {
    own = stylesheetFor(stylesheet, classesIn(html));
  } catch (error) {
    log("error", "the page's stylesheet could not be cut to it: sent whole", { cause: describeError(error) });
  }
  const page = `${html.slice(0, at)}<style>${own}</style>${html.slice(at + whole.length)}`;
  const styleSources = [inlineSource(own)];
  for (const [, css] of page.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g))
    if (KNOWN.has(css!)) styleSources.push(inlineSource(css!));
  return { html: page, styleSources: [...new Set(styleSources)] };
}
