import { data } from "react-router";

import { ReadOnlyStoreError } from "#app/modules/shows/.server/store.ts";

const READ_ONLY =
  "Nothing was saved: this site reads its shows through Supabase's API, which it may not write. Change them in Supabase's Table Editor, or set DATABASE_URL to the project's database (docs/backends.md).";

/** A write to the shows; where the site may only read them, a 409 page that says so instead of a 500. */
export async function writeShows<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ReadOnlyStoreError) throw data({ error: READ_ONLY }, { status: 409 });
    throw error;
  }
}
