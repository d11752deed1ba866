/**
 * The media query of whoever has not asked for less motion: a `<source>` of a
 * hero's video or of an animated picture carries it, so that a fan who asked
 * for reduced motion never loads the moving version.
 */
export const MOTION_ALLOWED = "(prefers-reduced-motion: no-preference)";
