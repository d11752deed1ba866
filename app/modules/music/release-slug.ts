/** A release's page: "/music/almost-real". */
export const releasePath = (slug: string) => `/music/${slug}`;

/** What a release slug looks like: lower-case ASCII letters and digits joined by single hyphens. */
export const RELEASE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Almost Real" → "almost-real", "Café Noir!" → "cafe-noir"; a title with no letter or digit → "release". */
export function releaseSlug(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug === "" ? "release" : slug;
}

/**
 * One slug per title, in the discography's order: a clash gets "-2", "-3"… after its first holder, and
 * never takes a slug another title has as its own.
 */
export function releaseSlugs(titles: readonly string[]): string[] {
  const own = titles.map(releaseSlug);
  const taken = new Set<string>();
  return own.map((slug) => {
    let candidate = slug;
    for (let n = 2; taken.has(candidate) || (candidate !== slug && own.includes(candidate)); n++) {
      candidate = `${slug}-${n}`;
    }
    taken.add(candidate);
    return candidate;
  });
}
