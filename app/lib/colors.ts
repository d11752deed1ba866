import { NAMED_COLORS } from "./color-names.ts";

/**
 * The colour forms content/site.config.ts accepts (decision 080), read into numbers to measure contrast
 * and to give satori, resvg, PDFKit and the web manifest hex.
 */

/** Each channel 0 to 1; an oklch colour outside sRGB is clipped into it. */
export interface Rgba {
  red: number;
  green: number;
  blue: number;
  alpha: number;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const hex = (value: number) =>
  Math.round(clamp(value) * 255)
    .toString(16)
    .padStart(2, "0");

/** sRGB's transfer function, from linear light. */
const gamma = (linear: number) =>
  linear <= 0.0031308 ? 12.92 * linear : 1.055 * Math.pow(linear, 1 / 2.4) - 0.055;

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;
const FUNCTION = /^(rgba?|hsla?|oklch)\(\s*(.*?)\s*\)$/;

function amount(text: string, scale: number): number | null {
  const match = new RegExp(`^(${NUMBER})(%?)$`).exec(text);
  if (!match) return null;
  return match[2] ? Number(match[1]) / 100 : Number(match[1]) / scale;
}

function hue(text: string): number | null {
  const match = new RegExp(`^(${NUMBER})(deg|turn)?$`).exec(text);
  if (!match) return null;
  return match[2] === "turn" ? Number(match[1]) * 360 : Number(match[1]);
}

function channelsOf(args: string): [string[], string] | null {
  const [main, alpha, extra] = args.split("/").map((part) => part.trim());
  if (extra !== undefined) return null;
  const commas = main!.includes(",");
  const parts = commas ? main!.split(",").map((part) => part.trim()) : main!.split(/\s+/);
  if (commas && alpha !== undefined) return null;
  if (parts.length === 4 && commas) return [parts.slice(0, 3), parts[3]!];
  if (parts.length !== 3) return null;
  return [parts, alpha ?? "1"];
}

function fromHex(text: string): Rgba | null {
  if (!/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(text)) return null;
  const pairs =
    text.length <= 5 ? [...text.slice(1)].map((digit) => digit + digit) : text.slice(1).match(/../g)!;
  const [red, green, blue, alpha = 1] = pairs.map((pair) => parseInt(pair, 16) / 255);
  return { red: red!, green: green!, blue: blue!, alpha };
}

function fromOklch(lightness: number, chroma: number, hueDegrees: number): [number, number, number] {
  // OKLCH → OKLab → LMS → linear sRGB (Björn Ottosson's matrices).
  const angle = (hueDegrees * Math.PI) / 180;
  const a = chroma * Math.cos(angle);
  const b = chroma * Math.sin(angle);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    gamma(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    gamma(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    gamma(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

function fromHsl(hueDegrees: number, saturation: number, lightness: number): [number, number, number] {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const channel = (n: number) => {
    const k = (n + hueDegrees / 30) % 12;
    return lightness - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [channel(0), channel(8), channel(4)];
}

export function parseColor(css: string): Rgba | null {
  const text = css.trim().toLowerCase();
  if (text.startsWith("#")) return fromHex(text);
  if (text === "transparent") return { red: 0, green: 0, blue: 0, alpha: 0 };
  const named = NAMED_COLORS.get(text);
  if (named) return fromHex(named);
  const [, name, args] = FUNCTION.exec(text) ?? [];
  if (!name || args === undefined) return null;
  const channels = channelsOf(args);
  if (!channels) return null;
  const [[first, second, third], alphaText] = channels as [[string, string, string], string];
  const alpha = amount(alphaText, 1);
  if (alpha === null) return null;
  let rgb: [number, number, number] | null = null;
  if (name.startsWith("rgb")) {
    const values = [first, second, third].map((value) => amount(value, 255));
    if (values.every((value) => value !== null)) rgb = values as [number, number, number];
  } else if (name.startsWith("hsl")) {
    const [h, saturation, lightness] = [hue(first), amount(second, 100), amount(third, 100)];
    if (
      h !== null &&
      saturation !== null &&
      lightness !== null &&
      second.endsWith("%") &&
      third.endsWith("%")
    )
      rgb = fromHsl(((h % 360) + 360) % 360, clamp(saturation), clamp(lightness));
  } else {
    const [lightness, chroma, h] = [amount(first, 1), amount(second, 1), hue(third)];
    // oklch's chroma as a percentage: 100% is 0.4.
    if (lightness !== null && chroma !== null && h !== null)
      rgb = fromOklch(clamp(lightness), second.endsWith("%") ? chroma * 0.4 : chroma, h);
  }
  if (!rgb) return null;
  const [red, green, blue] = rgb.map(clamp) as [number, number, number];
  return { red, green, blue, alpha: clamp(alpha) };
}

export function toHexColor(css: string): string | null {
  const color = parseColor(css);
  return color && `#${hex(color.red)}${hex(color.green)}${hex(color.blue)}`;
}

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
