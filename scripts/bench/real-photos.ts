// A band's own files swapped in as docs/configuration.md says, in a temporary copy of the project.
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { addImage, buildCopy, copyProject, editText, removeCopy, swapImports } from "#tests/band-files.ts";
import { startListeningServer, stopServerGracefully, stopServers } from "#tests/server-process.ts";

import { animatedGif, logoPng, photoJpeg } from "../images/samples.ts";
import { type LighthouseResults, runLighthouse } from "./lighthouse.ts";
import { firstResponseBytes } from "./sizes.ts";

export const REAL_PHOTO_PAGES = ["/", "/?style=almostReal", "/about", "/music"];

export interface RealPhotoResults {
  files: { name: string; width: number; height: number; bytes: number }[];
  buildColdMs: number;
  buildWarmMs: number;
  lighthouse: LighthouseResults;
  firstResponseBytes: Record<string, number>;
}

const COVERS = ["album-almost-real", "album-first-light", "album-garage-days", "album-propofol", "cd-cover"];

const FILES = [
  { name: "band-photo.jpg", replaces: "members.svg", size: [4000, 2500], make: () => photoJpeg(4000, 2500) },
  {
    name: "header-music.jpg",
    replaces: "header-music.svg",
    size: [3840, 1600],
    make: () => photoJpeg(3840, 1600, { seed: 2 }),
  },
  {
    name: "header-almost-real.jpg",
    replaces: "header-almost-real.svg",
    size: [3840, 1600],
    make: () => photoJpeg(3840, 1600, { seed: 3 }),
  },
  ...COVERS.map((cover, index) => ({
    name: `${cover}.jpg`,
    replaces: `${cover}.svg`,
    size: [3000, 3000],
    make: () => photoJpeg(3000, 3000, { seed: 10 + index }),
  })),
  { name: "logo.png", replaces: "logo.svg", size: [1200, 400], make: () => logoPng(1200, 400) },
  {
    name: "ep-logo.png",
    replaces: "ep-logo.svg",
    size: [1600, 600],
    make: () => logoPng(1600, 600, "ALMOST REAL"),
  },
  // Not a replacement: the active campaign's hero gets the band's loop.
  { name: "hero-loop.gif", replaces: null, size: [960, 540], make: () => animatedGif(960, 540, 16) },
] as const;

export async function runRealPhotoBench(profileDir: string): Promise<RealPhotoResults> {
  console.log("Real-photo run: generating a band's files…");
  const copy = copyProject();
  try {
    const files = [];
    for (const file of FILES) {
      const bytes = await file.make();
      addImage(copy, file.name, bytes);
      files.push({ name: file.name, width: file.size[0], height: file.size[1], bytes: bytes.length });
    }
    swapImports(copy, {
      replace: Object.fromEntries(
        FILES.flatMap((file) => (file.replaces ? [[file.replaces, file.name]] : [])),
      ),
      imports: [`import heroLoop from "./images/hero-loop.gif";`],
      heroMedia: { propofol: "{ photo: heroLoop }" },
    });
    console.log("Real-photo run: building with an empty image cache…");
    const buildColdMs = buildCopy(copy);
    console.log("Real-photo run: building again after a text change…");
    editText(copy, "Rock n' roll from Orlando, FL", "Rock n' roll from Orlando, Florida");
    const buildWarmMs = buildCopy(copy);

    const server = await startListeningServer(
      { SUPABASE_URL: "", SUPABASE_ANON_KEY: "", SPOTIFY_CLIENT_ID: "", SPOTIFY_CLIENT_SECRET: "" },
      { project: copy },
    );
    try {
      for (const page of REAL_PHOTO_PAGES) await (await fetch(`${server.url}${page}`)).text(); // warm up
      const sizes: Record<string, number> = {};
      for (const page of REAL_PHOTO_PAGES) sizes[page] = await firstResponseBytes(server.url, page);
      const lighthouse = await runLighthouse(server.url, REAL_PHOTO_PAGES, profileDir);
      return { files, buildColdMs, buildWarmMs, lighthouse, firstResponseBytes: sizes };
    } finally {
      await stopServerGracefully(server);
    }
  } finally {
    removeCopy(copy);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const profile = join(tmpdir(), `headliner-real-photos-chrome-${process.pid}`);
  try {
    console.log(JSON.stringify(await runRealPhotoBench(profile), null, 2));
  } finally {
    stopServers();
    rmSync(profile, { recursive: true, force: true });
  }
}
