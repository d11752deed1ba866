/**
 * Home's rows as its HTML names them, for the process tests that read pages
 * over HTTP: a row's heading link is named by the city, then the show
 * ("Orlando, FL, The Lorem Lounge"), or by the show alone when it has no city.
 */

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&#x27;": "'",
  "&quot;": '"',
  "&lt;": "<",
  "&gt;": ">",
};
const decode = (text: string) => text.replace(/&(?:amp|#x27|quot|lt|gt);/g, (entity) => ENTITIES[entity]!);

/** Every row's name, in the page's order. */
export function rowNames(html: string): string[] {
  return [...html.matchAll(/<h3[^>]*><a ([^>]*)>([^<]*)<\/a><\/h3>/g)].map(([, attributes, text]) =>
    decode(/aria-label="([^"]*)"/.exec(attributes!)?.[1] ?? text!),
  );
}

/** Whether a row's name is the show `show`'s: "Orlando, FL, The Lorem Lounge" names The Lorem Lounge. */
export function namesShow(name: string, show: string): boolean {
  return name === show || name.endsWith(`, ${show}`);
}

/** Whether Home's HTML has a row of the show `show`. */
export function listsShow(html: string, show: string): boolean {
  return rowNames(html).some((name) => namesShow(name, show));
}
