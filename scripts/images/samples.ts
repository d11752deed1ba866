import sharp from "sharp";

// Made on the spot, as a photographer would hand them over: nothing this large is committed.

function sceneSvg(width: number, height: number, seed: number): string {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const shapes = Array.from({ length: 160 }, () => {
    const [x, y, r] = [random() * width, random() * height, (0.01 + random() * 0.12) * width];
    const hue = Math.round(random() * 360);
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="hsl(${hue} 70% ${30 + random() * 40}%)" fill-opacity="${(0.15 + random() * 0.5).toFixed(2)}"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b2a4a"/><stop offset="1" stop-color="#b0542a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
}

export async function photoJpeg(
  width: number,
  height: number,
  { seed = 1, grain = 18 } = {},
): Promise<Buffer> {
  const scene = await sharp(Buffer.from(sceneSvg(width, height, seed)))
    .removeAlpha()
    .raw()
    .toBuffer();
  let state = seed * 7919;
  for (let index = 0; index < scene.length; index++) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    scene[index] = Math.max(0, Math.min(255, scene[index]! + ((state >> 16) % (2 * grain)) - grain));
  }
  return sharp(scene, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

export async function logoPng(width: number, height: number, text = "THE BAND"): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <text x="50%" y="62%" text-anchor="middle" font-family="sans-serif" font-weight="900" font-size="${Math.round(height * 0.55)}" fill="#f4f0e8" stroke="#b0542a" stroke-width="${Math.round(height / 60)}">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function animatedGif(width: number, height: number, frames = 12): Promise<Buffer> {
  const pages = await Promise.all(
    Array.from({ length: frames }, (_, frame) =>
      sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#101018"/><ellipse cx="${((frame + 0.5) / frames) * width}" cy="${height / 2}" rx="${width / 5}" ry="${height / 2}" fill="#6a4cff" fill-opacity="0.7"/></svg>`,
        ),
      )
        .removeAlpha()
        .raw()
        .toBuffer(),
    ),
  );
  return sharp(Buffer.concat(pages), {
    raw: { width, height: height * frames, channels: 3, pageHeight: height },
  })
    .gif({ delay: Array(frames).fill(80), loop: 0 })
    .toBuffer();
}

/**
 * Lying on its side with EXIF orientation 6, a camera serial and GPS; upright, `width` × `height`, red above
 * and blue below. `xmp` and `iccProfile` add those blocks too.
 */
export async function phonePhoto({
  width = 800,
  height = 1200,
  xmp,
  iccProfile,
}: { width?: number; height?: number; xmp?: string; iccProfile?: string } = {}): Promise<Buffer> {
  const blue = await sharp({ create: { width, height: height / 2, channels: 3, background: "#0000ff" } })
    .png()
    .toBuffer();
  const upright = await sharp({ create: { width, height, channels: 3, background: "#ff0000" } })
    .composite([{ input: blue, top: height / 2, left: 0 }])
    .png()
    .toBuffer();
  const lyingDown = await sharp(upright).rotate(-90).toBuffer();
  let photo = sharp(lyingDown)
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "PhoneMaker", Model: "Serial 4711-0815" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "28/1 32/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "81/1 22/1 0/1",
      },
    });
  if (xmp) photo = photo.withXmp(xmp);
  if (iccProfile) photo = photo.withIccProfile(iccProfile);
  return photo.jpeg({ quality: 90 }).toBuffer();
}
