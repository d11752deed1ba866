type Cell = string | number;
export type Row = Cell[];

export interface Column<Item> {
  head: string;
  cell: (item: Item) => Cell;
  target: Cell;
}

export function tableRows<Item>(columns: Column<Item>[], items: Item[]): Row[] {
  return [
    columns.map((column) => column.head),
    ...items.map((item) => columns.map((column) => column.cell(item))),
    columns.map((column) => column.target),
  ];
}

export const pageColumn = <Item extends { path: string }>(): Column<Item> => ({
  head: "page",
  cell: ({ path }) => `\`${path}\``,
  target: "target",
});

export const statusColumn = <Item>(meets: (item: Item) => boolean): Column<Item> => ({
  head: "status",
  cell: (item) => mark(meets(item)),
  target: "",
});

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const mb = (bytes: number | null) =>
  bytes === null ? "n/a" : `${Math.round(bytes / 1024 / 1024)} MB`;
export const mark = (ok: boolean) => (ok ? "ok" : "MISS");

export function printTable(title: string, rows: Row[]) {
  const widths = (rows[0] ?? []).map((_, column) =>
    Math.max(...rows.map((row) => String(row[column]).length)),
  );
  console.log(`\n${title}`);
  for (const [index, row] of rows.entries()) {
    console.log(
      "  " +
        row
          .map((cell, column) => String(cell).padEnd(widths[column] ?? 0))
          .join("  ")
          .trimEnd(),
    );
    if (index === 0) console.log("  " + widths.map((width) => "-".repeat(width)).join("  "));
  }
}

export const markdownTable = ([head = [], ...rows]: Row[]) =>
  [head, head.map(() => "---"), ...rows].map((row) => `| ${row.join(" | ")} |`).join("\n");
