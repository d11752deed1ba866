import { z } from "zod";

import { closest } from "#app/lib/closest.ts";

export const FOCUS_POINTS = {
  center: "50% 50%",
  top: "50% 0%",
  bottom: "50% 100%",
  left: "0% 50%",
  right: "100% 50%",
  "top left": "0% 0%",
  "top right": "100% 0%",
  "bottom left": "0% 100%",
  "bottom right": "100% 100%",
} as const;

type Focus = keyof typeof FOCUS_POINTS | `${number}% ${number}%`;

const PERCENTAGES = /^(\d+(?:\.\d+)?)%\s+(\d+(?:\.\d+)?)%$/;

export function focusPosition(focus: string): string | undefined {
  const written = focus.trim().replace(/\s+/g, " ");
  if (Object.hasOwn(FOCUS_POINTS, written)) return FOCUS_POINTS[written as keyof typeof FOCUS_POINTS];
  const match = PERCENTAGES.exec(written);
  if (!match) return undefined;
  const [across, down] = [Number(match[1]), Number(match[2])];
  return across <= 100 && down <= 100 ? `${across}% ${down}%` : undefined;
}

export const focus = z.custom<Focus>(
  (value) => typeof value === "string" && focusPosition(value) !== undefined,
  {
    error: ({ input }) => {
      const named = Object.keys(FOCUS_POINTS);
      if (typeof input === "string" && PERCENTAGES.test(input.trim()))
        return `${JSON.stringify(input)} is not a focus: each percentage runs from 0% (the left or top edge) to 100% (the right or bottom edge)`;
      const meant = typeof input === "string" ? closest(input, named) : undefined;
      return (
        `${JSON.stringify(input)} is not a focus: write how far across and down the photo the faces are, such as "50% 30%", or one of ${named.join(", ")}` +
        (meant ? `. Did you mean "${meant}"?` : "")
      );
    },
  },
);
