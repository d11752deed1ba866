// The media module's server part: the band's uploads made ready, kept in the database and served.
export {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  type MediaType,
  type PreparedFile,
  type PreparedImage,
  prepareUpload,
  UploadError,
} from "./prepare.ts";
export { mediaFileResponse } from "./serve.ts";
export {
  createMediaStore,
  IMAGE_KINDS,
  type ImageKind,
  type MediaFile,
  type MediaStore,
  type StoredFile,
  type StoredImage,
  storedImageFile,
} from "./store.ts";
