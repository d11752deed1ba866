/**
 * Whether a request asks for less data: the Save-Data client hint is "on"
 * (a browser's data saver). Such a fan gets a hero's still picture only, no
 * video and no moving picture; the pages vary by the header.
 */
export const SAVE_DATA_HEADER = "Save-Data";

export function savesData(header: string | string[] | null | undefined): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim().toLowerCase() === "on";
}
