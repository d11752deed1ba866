import {
  castColumns,
  type Column,
  COLUMNS,
  duplicateKey,
  idFilter,
  knownColumns,
  parseBody,
  Refusal,
  type Row,
  sortRows,
  storedTimestamptz,
  withDefaults,
} from "./postgrest.ts";
import type { RecordedRequest } from "./recording-server.ts";
import { hostedShowRows, ORIGINAL_COLUMNS, type SupabaseTable } from "./supabase-rows.ts";

/**
 * The fake Supabase's `shows` table, in memory: hostedShowRows() until a
 * test writes, then the rows as written. Each write takes the request as
 * PostgREST gets it and changes the table as the real one would, or throws
 * a Refusal; run through transaction(), a refused write leaves it as it was.
 */
export class FakeShowsTable {
  /** Which columns the table has: today's, or the ten the band's table had first. */
  columns: SupabaseTable = "current";
  /**
   * The table once something was written to it; until then it is hostedShowRows(), computed
   * at each read as before (its dates are relative to today).
   */
  private written: Row[] | null = null;
  private nextId = 0;

  /** Every row as the table's columns hold it, in the list query's order. */
  rows(): Row[] {
    return this.visible(sortRows(this.written ?? hostedShowRows()));
  }

  /** Today's columns, and hostedShowRows() again. */
  reset(): void {
    this.columns = "current";
    this.written = null;
  }

  /** One request, one transaction: when `write` throws a Refusal, the table is left as it was. */
  transaction(write: () => Row[]): Row[] {
    const before = this.written && this.written.map((row) => ({ ...row }));
    const nextIdBefore = this.nextId;
    try {
      return write();
    } catch (error) {
      if (error instanceof Refusal) {
        this.written = before;
        this.nextId = nextIdBefore;
      }
      throw error;
    }
  }

  /** POST /rest/v1/shows, an object or an array: the rows inserted. */
  insert(request: RecordedRequest, asAnon: boolean): Row[] {
    if (asAnon) {
      throw new Refusal(401, "42501", 'new row violates row-level security policy for table "shows"');
    }
    const body = parseBody(request);
    const objects = Array.isArray(body) ? body : [body];
    const named = new URL(request.path, "http://fake").searchParams.get("columns");
    const columns = knownColumns(
      named !== null
        ? named.split(",").map((name) => name.replace(/^"|"$/g, ""))
        : objects.flatMap((object) => (object && typeof object === "object" ? Object.keys(object) : [])),
      this.columns,
    );
    const rowsNow = this.table();
    const inserted: Row[] = [];
    for (const object of objects) {
      const cast = castColumns(object, columns);
      const row: Row = {
        ...Object.fromEntries(COLUMNS.map((column) => [column, cast[column] ?? null])),
        ...withDefaults(cast),
      };
      if (row.id === null) row.id = this.nextId++;
      else this.nextId = Math.max(this.nextId, Number(row.id) + 1);
      if (rowsNow.some((existing) => existing.id === row.id)) throw duplicateKey(row.id);
      rowsNow.push(row);
      inserted.push(row);
    }
    return this.visible(inserted);
  }

  /** PATCH /rest/v1/shows?id=eq.N: the row changed, if there is one. */
  update(request: RecordedRequest, asAnon: boolean): Row[] {
    const id = idFilter(request, "UPDATE");
    const body = parseBody(request);
    const cast = castColumns(
      body,
      knownColumns(
        body && typeof body === "object" && !Array.isArray(body) ? Object.keys(body) : [],
        this.columns,
      ),
    );
    // Row-level security without an update policy: no row is visible to change.
    const row = asAnon ? undefined : this.table().find((candidate) => candidate.id === id);
    if (row) {
      if (cast.id !== undefined && cast.id !== id && this.table().some((other) => other.id === cast.id)) {
        throw duplicateKey(cast.id);
      }
      Object.assign(row, cast);
      // The trigger of the lifecycle migration.
      row.updatedAt = storedTimestamptz(new Date());
    }
    return this.visible(row ? [row] : []);
  }

  /** DELETE /rest/v1/shows?id=eq.N: the row removed, if there was one. */
  remove(request: RecordedRequest, asAnon: boolean): Row[] {
    const id = idFilter(request, "DELETE");
    const rowsNow = asAnon ? [] : this.table();
    const index = rowsNow.findIndex((candidate) => candidate.id === id);
    const deleted = index === -1 ? [] : rowsNow.splice(index, 1);
    return this.visible(deleted);
  }

  /** public.replace_shows(new_shows jsonb), as the migration defines it: every row after. */
  replace(request: RecordedRequest, asAnon: boolean): Row[] {
    if (asAnon) throw new Refusal(401, "42501", "permission denied for function replace_shows");
    const body = parseBody(request);
    if (!body || typeof body !== "object" || Array.isArray(body) || !("new_shows" in body)) {
      throw new Refusal(
        404,
        "PGRST202",
        "Could not find the function public.replace_shows without parameters in the schema cache",
      );
    }
    const given = (body as { new_shows: unknown }).new_shows ?? [];
    if (!Array.isArray(given)) {
      throw new Refusal(400, "22023", "cannot call jsonb_populate_recordset on a non-array");
    }
    const cast = given.map((object) => castColumns(object, COLUMNS));
    const replaced: Row[] = [];
    // As the function does: every column the band edits, and the defaults; updatedAt is now.
    const toRow = (values: Partial<Record<Column, unknown>>, id: unknown): Row => ({
      ...Object.fromEntries(
        COLUMNS.map((column) => [column, column === "id" ? id : (values[column] ?? null)]),
      ),
      ...withDefaults({ ...values, updatedAt: null }),
    });
    for (const values of cast.filter((values) => values.id !== null)) {
      if (replaced.some((row) => row.id === values.id)) throw duplicateKey(values.id);
      replaced.push(toRow(values, values.id));
    }
    this.nextId = Math.max(0, ...replaced.map((row) => Number(row.id))) + 1;
    for (const values of cast.filter((values) => values.id === null)) {
      replaced.push(toRow(values, this.nextId++));
    }
    this.written = replaced;
    return this.visible(sortRows(replaced));
  }

  /** The rows as the table's columns hold them: the original table never had the newer ones. */
  private visible(rows: Row[]): Row[] {
    return this.columns === "current"
      ? rows
      : rows.map((row) =>
          Object.fromEntries(ORIGINAL_COLUMNS.map((column) => [column, row[column] ?? null])),
        );
  }

  /** The table to change; after the change, new ids continue above the highest. */
  private table(): Row[] {
    if (!this.written) {
      this.written = hostedShowRows();
      this.nextId = Math.max(0, ...this.written.map((row) => Number(row.id))) + 1;
    }
    return this.written;
  }
}
