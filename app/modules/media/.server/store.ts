import { z } from "zod";

import type { Database } from "#app/.server/db/database.ts";
import { literal } from "#app/.server/db/sql.ts";
import { FALLBACK_WIDTH } from "#app/lib/image-ladder.ts";
import { formatSrcset } from "#app/lib/srcset.ts";
import type { ImageFile } from "#app/site/types.ts";

import { MEDIA_PATH } from "../index.ts";
import type { MediaType, PreparedImage } from "./prepare.ts";

export const IMAGE_KINDS = ["flyer", "hero"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export interface StoredFile {
  name: string;
  type: MediaType;
  width: number;
}

export interface StoredImage {
  id: string;
  kind: ImageKind;
  width: number;
  height: number;
  /** Narrowest first, AVIF before WebP at each width. */
  files: StoredFile[];
}

export interface MediaFile {
  type: MediaType;
  bytes: Buffer;
}

export interface MediaStore {
  /** One transaction; an image already stored under that id is kept as it is and returned. */
  save(image: PreparedImage, kind: ImageKind): Promise<StoredImage>;
  /** Without the files' bytes. */
  image(id: string): Promise<StoredImage | null>;
  file(name: string): Promise<MediaFile | null>;
  /** Its files go with it. */
  remove(id: string): Promise<void>;
}

// Checked before any SQL: what a URL names reaches the database only in this shape.
const ID = /^[0-9a-f]{12}$/;
const NAME = /^[0-9a-f]{12}-\d{1,5}\.(avif|webp)$/;

const mediaType = z.enum(["image/avif", "image/webp"]);
const imageRow = z.object({
  id: z.string(),
  kind: z.enum(IMAGE_KINDS),
  width: z.coerce.number(),
  height: z.coerce.number(),
});
const fileRow = z.object({ name: z.string(), type: mediaType, width: z.coerce.number() });
// Bytes as base64 text: read the same through pg, PGlite and the socket.
const bytesRow = z.object({
  type: mediaType,
  bytes: z.string().transform((base64) => Buffer.from(base64, "base64")),
});

const IMAGE_COLUMNS = "id, kind, width, height";
const FILE_COLUMNS = "name, type, width";

function checked(image: PreparedImage): PreparedImage {
  const ours = (name: string) => NAME.test(name) && name.startsWith(`${image.id}-`);
  if (!ID.test(image.id) || image.files.length === 0 || !image.files.every((file) => ours(file.name))) {
    throw new Error(`not an image made by prepareUpload: ${image.id}`);
  }
  return image;
}

export function createMediaStore(database: Database): MediaStore {
  const { run } = database;

  const stored = (imageRows: Record<string, unknown>[] = [], fileRows: Record<string, unknown>[] = []) => {
    const [row] = imageRows;
    return row ? { ...imageRow.parse(row), files: fileRows.map((file) => fileRow.parse(file)) } : null;
  };
  const selectImage = (id: string) => `
    select ${IMAGE_COLUMNS} from headliner.images where id = ${literal(id)};
    select ${FILE_COLUMNS} from headliner.image_files where image_id = ${literal(id)} order by width, type`;

  return {
    async save(image, kind) {
      const { id, files } = checked(image);
      const values = files.map(
        (file) =>
          `(${literal(file.name)}, ${literal(file.type)}, ${literal(file.width)}, decode(${literal(file.bytes.toString("base64"))}, 'base64'))`,
      );
      // The files go in only with a new image row: a second save of the same picture leaves the first.
      const [, imageRows, fileRows] = await run(`
        with image as (
          insert into headliner.images (id, kind, width, height)
          values (${literal(id)}, ${literal(kind)}, ${literal(image.width)}, ${literal(image.height)})
          on conflict (id) do nothing
          returning id
        )
        insert into headliner.image_files (name, image_id, type, width, bytes)
        select file.name, image.id, file.type, file.width, file.bytes
        from image, (values ${values.join(", ")}) as file (name, type, width, bytes);
        ${selectImage(id)}`);
      return stored(imageRows, fileRows)!;
    },

    async image(id) {
      if (!ID.test(id)) return null;
      const [imageRows, fileRows] = await run(selectImage(id));
      return stored(imageRows, fileRows);
    },

    async file(name) {
      if (!NAME.test(name)) return null;
      const [[row] = []] = await run(
        `select type, encode(bytes, 'base64') as bytes from headliner.image_files where name = ${literal(name)}`,
      );
      return row ? bytesRow.parse(row) : null;
    },

    async remove(id) {
      if (!ID.test(id)) return;
      await run(`delete from headliner.images where id = ${literal(id)}`);
    },
  };
}

const mediaUrl = (file: StoredFile) => `${MEDIA_PATH}${file.name}`;
const srcsetOf = (files: StoredFile[]) =>
  formatSrcset(files.map((file) => ({ url: mediaUrl(file), width: file.width })));

/** As an imported picture gives it (scripts/images/vite-plugin.ts), but with no placeholder colour: the CSP allows only the build's. */
export function storedImageFile(image: StoredImage): ImageFile {
  const ofType = (type: MediaType) =>
    image.files.filter((file) => file.type === type).sort((a, b) => a.width - b.width);
  const webp = ofType("image/webp");
  const widest = webp.at(-1);
  if (!widest) throw new Error(`image ${image.id} has no WebP file`);
  const fallback = webp.findLast((file) => file.width <= FALLBACK_WIDTH) ?? webp[0]!;
  return {
    id: image.id,
    src: mediaUrl(fallback),
    srcset: srcsetOf(webp),
    width: image.width,
    height: image.height,
    sources: [{ type: "image/avif", srcset: srcsetOf(ofType("image/avif")) }],
    original: mediaUrl(widest),
  };
}
