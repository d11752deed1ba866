/** A fan with a data saver on gets a hero's still picture only; the pages vary by this header. */
export const SAVE_DATA_HEADER = "Save-Data";

export function savesData(header: string | string[] | null | undefined): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim().toLowerCase() === "on";
}
