/** On a moving `<source>`, so a fan who asked for reduced motion never loads it. */
export const MOTION_ALLOWED = "(prefers-reduced-motion: no-preference)";
