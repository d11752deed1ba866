/**
 * CSS colours as satori and resvg take them: hex. The page styles are
 * written in CSS (oklch, hex, named); the share cards convert them here.
 */

const NAMED: Record<string, string> = { black: "#000000", white: "#ffffff" };

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const hex = (value: number) =>
  Math.round(clamp(value) * 255)
    .toString(16)
    .padStart(2, "0");

/** sRGB's transfer function, from linear light. */
const gamma = (linear: number) =>
  linear <= 0.0031308 ? 12.92 * linear : 1.055 * Math.pow(linear, 1 / 2.4) - 0.055;

/** `oklch(60.6% 0.25 292.717)` → "#8e51ff" (clipped into sRGB); hex and named colours as they are; null otherwise. */
export function toHexColor(css: string): string | null {
  const text = css.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(text)) return text;
  if (/^#[0-9a-f]{3}$/.test(text)) return `#${[...text.slice(1)].map((digit) => digit + digit).join("")}`;
  if (NAMED[text]) return NAMED[text];
  const match = /^oklch\(\s*([\d.]+)(%?)\s+([\d.]+)\s+([\d.]+)(?:deg)?\s*\)$/.exec(text);
  if (!match) return null;
  const lightness = Number(match[1]) / (match[2] ? 100 : 1);
  const chroma = Number(match[3]);
  const hue = (Number(match[4]) * Math.PI) / 180;
  // OKLCH → OKLab → LMS → linear sRGB (Björn Ottosson's matrices).
  const a = chroma * Math.cos(hue);
  const b = chroma * Math.sin(hue);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const red = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s;
  const green = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s;
  const blue = -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s;
  return `#${hex(gamma(red))}${hex(gamma(green))}${hex(gamma(blue))}`;
}

/** WCAG 2's relative luminance of a colour `toHexColor` reads. */
function relativeLuminance(css: string): number {
  const hexColor = toHexColor(css);
  if (!hexColor) throw new Error(`Not a colour this site can measure: ${css}`);
  const channel = (offset: number) => {
    const value = parseInt(hexColor.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2's contrast ratio of two colours, 1 to 21: text needs 4.5, borders and fills 3. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}
