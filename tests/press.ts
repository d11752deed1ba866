/**
 * The sections of the sample band's press kit (/press), in the page's order:
 * Bookings first, under the pitch; no documents for the engineer and no draw
 * per market, which the sample does not have. The route's tests and the
 * browser's read the same list.
 */
export const SAMPLE_PRESS_SECTIONS = [
  "Bookings",
  "Short bio",
  "The story",
  "The band",
  "Photos",
  "Logo",
  "Music",
  "Videos",
  "Press",
  "Live",
];
