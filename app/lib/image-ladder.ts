// The widths and encoder settings of every picture the site serves: the build's (scripts/images/) and
// the band's uploads (app/modules/media/) alike. Decision 004.

// Steps of at most 1.5× from 320 up; 800 fits a phone's full width at Lighthouse's 412 × 1.75.
export const LADDER = [160, 320, 480, 640, 800, 960, 1280, 1600, 1920, 2560] as const;

/** A picture's `src`, for a browser without `srcset`: the widest at most a phone's width, twice over. */
export const FALLBACK_WIDTH = 960;

export const AVIF = { quality: 50, effort: 2 } as const;
export const WEBP = { quality: 75, effort: 4 } as const;

export function ladderFor(width: number): number[] {
  const steps = LADDER.filter((step) => step < width);
  return width <= LADDER.at(-1)! ? [...steps, width] : steps;
}
