/**
 * When the band's fonts are drawn (decision 103).
 *
 * A first visit's first page asks for no font before its first paint: `data-stand-ins` on <html> puts the
 * metric-matched stand-ins first in the stacks (app.css), so its largest paint waits on the page alone. A
 * second after it has loaded, the script fetches the font files into the browser's cache (fetched, not
 * decoded: no work on the page's main thread) and notes in the browser's storage that it has them. It
 * does not swap them in on that page: a heading re-set in another face moves, which is the layout shift the
 * site never has.
 *
 * Every other page draws them from its first paint: one the note marks, one opened from one of the site's
 * own pages, reloaded or gone back to, and every page in a browser without JavaScript. If a cache lost the
 * files, `font-display: optional` keeps the stand-ins for that view.
 *
 * Inline in every page's head, so it runs before the first paint; the Content-Security-Policy allows it by
 * its hash (server/security-headers.ts). Written small: it is on every page's first round trip.
 */
/** The page's own pictures come first: its largest paint can follow its load event. */
const FETCH_AFTER_LOAD_MS = 1000;

/** Set on <html> when the page draws the stand-ins, not the band's fonts. */
export const STAND_INS_ATTRIBUTE = "data-stand-ins";

/** The browser's note (localStorage) that it has the fonts; nothing else is kept, nothing is sent. */
export const FONTS_NOTE = "headliner-fonts";

// The font files the page's @font-face rules name (the stand-ins' rules name local faces only).
const FONT_FILES =
  `[...document.styleSheets].flatMap(c=>[...c.cssRules]).filter(r=>r instanceof CSSFontFaceRule)` +
  `.map(r=>/url\\("?([^")]+)/.exec(r.style.getPropertyValue("src"))?.[1]).filter(Boolean)`;

export const WEB_FONTS_SCRIPT =
  `{const n=performance.getEntriesByType("navigation")[0];let s;try{s=localStorage}catch{}` +
  `if(!(s?.getItem("${FONTS_NOTE}")||document.referrer.startsWith(location.origin+"/")||n&&n.type!="navigate")){` +
  `document.documentElement.setAttribute("${STAND_INS_ATTRIBUTE}","");` +
  `addEventListener("load",()=>setTimeout(()=>Promise.all(${FONT_FILES}` +
  `.map(u=>fetch(u).then(f=>{if(!f.ok)throw f.status;return f.blob()})))` +
  `.then(()=>s?.setItem("${FONTS_NOTE}","1")).catch(()=>{}),${FETCH_AFTER_LOAD_MS}))}}`;
