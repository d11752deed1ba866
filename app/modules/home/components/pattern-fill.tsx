import type { ReactNode } from "react";

/** A tile of `width` × `height` user units across the svg's width and `fillHeight` (all unless given). */
export function PatternFill({
  id,
  width,
  height,
  transform,
  fillHeight = "100%",
  children,
}: {
  id: string;
  width: number;
  height: number;
  transform?: string;
  fillHeight?: number | string;
  children: ReactNode;
}) {
  return (
    <>
      <defs>
        <pattern
          id={id}
          width={width}
          height={height}
          patternUnits="userSpaceOnUse"
          patternTransform={transform}
        >
          {children}
        </pattern>
      </defs>
      <rect width="100%" height={fillHeight} fill={`url(#${id})`} />
    </>
  );
}
