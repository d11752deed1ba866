import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, test } from "vitest";

import { CsvError, parseCsvRows, toCsv } from "./csv.ts";

/** The rows' fields alone. */
const parseCsv = (text: string) => parseCsvRows(text).map((row) => row.fields);

/** The CsvError `parse` throws; fails the test when it parses. */
function csvError(text: string): CsvError {
  try {
    parseCsv(text);
  } catch (error) {
    expect(error).toBeInstanceOf(CsvError);
    return error as CsvError;
  }
  throw new Error("parsed");
}

describe("toCsv", () => {
  test("plain fields as they are, a CRLF after every row", () => {
    expect(toCsv(["a", "b"], [["1", "2"]])).toBe("a,b\r\n1,2\r\n");
    expect(toCsv(["a"], [])).toBe("a\r\n");
  });

  test("quotes fields holding a comma, a quote or a line break, doubling quotes", () => {
    expect(toCsv(["x"], [["Café, Orlando"]])).toBe('x\r\n"Café, Orlando"\r\n');
    expect(toCsv(["x"], [['Say "hi"']])).toBe('x\r\n"Say ""hi"""\r\n');
    expect(toCsv(["x"], [["a\nb"]])).toBe('x\r\n"a\nb"\r\n');
    expect(toCsv(["x"], [["a\r\nb"]])).toBe('x\r\n"a\r\nb"\r\n');
    expect(toCsv(["x"], [["a\rb"]])).toBe('x\r\n"a\rb"\r\n');
    expect(toCsv(["x"], [['"']])).toBe('x\r\n""""\r\n');
  });

  test("quotes fields with leading or trailing spaces, so that nobody trims them", () => {
    expect(toCsv(["x"], [[" a"]])).toBe('x\r\n" a"\r\n');
    expect(toCsv(["x"], [["a "]])).toBe('x\r\n"a "\r\n');
    expect(toCsv(["x"], [["a\t"]])).toBe('x\r\n"a\t"\r\n');
    expect(toCsv(["x"], [["a b"]])).toBe("x\r\na b\r\n");
  });

  test("non-ASCII and empty fields need no quotes", () => {
    expect(toCsv(["a", "b", "c"], [["日本武道館", "", "Ströme 😀"]])).toBe(
      "a,b,c\r\n日本武道館,,Ströme 😀\r\n",
    );
  });
});

describe("cells a spreadsheet would run as a formula", () => {
  test("start with ' instead: =, +, -, @, a tab or a CR first (OWASP's rule)", () => {
    const cells = ["=1+2", "+1+2@evil.example", "-cmd@evil.example", "@SUM(A1)", "\tTab", "\rCR"];
    expect(toCsv(["x"], [cells])).toBe(
      `x\r\n'=1+2,'+1+2@evil.example,'-cmd@evil.example,'@SUM(A1),'\tTab,"'\rCR"\r\n`,
    );
  });

  test("a plain negative number stays a number (a longitude)", () => {
    expect(toCsv(["x", "y"], [["-82.4572", "-3"]])).toBe("x,y\r\n-82.4572,-3\r\n");
    expect(toCsv(["x"], [["-3 dollars off"]])).toBe("x\r\n'-3 dollars off\r\n");
  });

  test("a cell already starting with ' before one of them gets one more, so that reading it back is exact", () => {
    expect(toCsv(["x", "y"], [["'=1", "'80s night"]])).toBe("x,y\r\n''=1,'80s night\r\n");
  });

  test("reading a file drops the ' in front of them, and only there", () => {
    expect(parseCsv("x,y,z\r\n'-cmd@evil.example,''=1,'80s night\r\n")).toEqual([
      ["x", "y", "z"],
      ["-cmd@evil.example", "'=1", "'80s night"],
    ]);
  });
});

describe("parseCsv", () => {
  test("rows of fields, the header first", () => {
    expect(parseCsv("a,b\r\n1,2\r\n3,4\r\n")).toEqual([
      ["a", "b"],
      ["1", "2"],
      ["3", "4"],
    ]);
  });

  test("LF, CRLF and CR line endings, with or without a last one", () => {
    const rows = [
      ["a", "b"],
      ["1", "2"],
    ];
    expect(parseCsv("a,b\n1,2\n")).toEqual(rows);
    expect(parseCsv("a,b\r\n1,2\r\n")).toEqual(rows);
    expect(parseCsv("a,b\r1,2\r")).toEqual(rows);
    expect(parseCsv("a,b\n1,2")).toEqual(rows);
    expect(parseCsv("a,b\r\n1,2")).toEqual(rows);
  });

  test("drops a byte order mark (Excel writes one)", () => {
    expect(parseCsv("\uFEFFid,venue\r\n1,The Social\r\n")).toEqual([
      ["id", "venue"],
      ["1", "The Social"],
    ]);
  });

  test("quoted fields keep commas, quotes, line breaks and spaces", () => {
    expect(parseCsv('x,y\r\n"Café ""Zé"", Orlando"," a\r\nb "\r\n')).toEqual([
      ["x", "y"],
      ['Café "Zé", Orlando', " a\r\nb "],
    ]);
    expect(parseCsv('x,y\n"a\nb","c\rd"\n')).toEqual([
      ["x", "y"],
      ["a\nb", "c\rd"],
    ]);
  });

  test("unquoted fields keep their spaces and non-ASCII", () => {
    expect(parseCsv("x,y\n  Ströme & Söhne ,日本武道館\n")).toEqual([
      ["x", "y"],
      ["  Ströme & Söhne ", "日本武道館"],
    ]);
  });

  test("empty fields, quoted or not, and a trailing comma", () => {
    expect(parseCsv('a,b,c\n,,\n"",x,""\n1,2,\n')).toEqual([
      ["a", "b", "c"],
      ["", "", ""],
      ["", "x", ""],
      ["1", "2", ""],
    ]);
  });

  test("blank lines are not rows", () => {
    expect(parseCsv("a,b\n\n1,2\r\n\r\n\n")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(parseCsv("")).toEqual([]);
    expect(parseCsv("\uFEFF")).toEqual([]);
  });

  test("a quote inside an unquoted field is just a character", () => {
    expect(parseCsv('a,b\n5" vinyl,x\n')).toEqual([
      ["a", "b"],
      ['5" vinyl', "x"],
    ]);
  });

  test("an unclosed quote is a CsvError naming the line it opens on", () => {
    const error = csvError('a,b\r\n1,2\r\n"never closed,3\r\n4,5\r\n');
    expect(error.name).toBe("CsvError");
    expect(error.message).toBe("line 3: a quoted field is never closed");
    expect(csvError('"open').message).toBe("line 1: a quoted field is never closed");
  });

  test("line numbers count the line breaks inside earlier quoted fields", () => {
    expect(csvError('a,b\n"two\nlines",x\n"open,y\n').message).toBe("line 4: a quoted field is never closed");
  });

  test("a quote inside an unquoted field does not hide a broken quote further down", () => {
    expect(csvError('a,b\n5" vinyl,x\n"x"y,3\n').message).toBe("line 3: a closing quote must end its field");
    expect(csvError('a\n5" vinyl\n"open\n').message).toBe("line 3: a quoted field is never closed");
  });

  test("a CRLF inside a quoted field is one line break", () => {
    expect(parseCsvRows('a,b\r\n1,"x\r\ny"\r\n2,3').map((row) => row.line)).toEqual([1, 2, 4]);
  });

  test("each row's number is the spreadsheet's: the header is row 1, a blank line an empty row", () => {
    const rows = parseCsvRows('a,b\r\n1,"x\r\ny"\r\n\r\n2,3\n\n4,5\r6,7');
    expect(rows.map(({ row, line }) => [row, line])).toEqual([
      [1, 1],
      [2, 2],
      [4, 5],
      [6, 7],
      [7, 8],
    ]);
  });

  test("text after a closing quote is a CsvError naming the line", () => {
    expect(csvError('a,b\n1,2\n"x"y,3\n').message).toBe("line 3: a closing quote must end its field");
  });
});

describe("round trip (property)", () => {
  // Any text, including quotes, commas, CR, LF, spaces, a BOM and astral characters.
  const field = fc.oneof(
    fc.string({ unit: "binary" }),
    fc.string({ unit: "grapheme" }),
    fc
      .array(
        fc.constantFrom(
          '"',
          ",",
          "\r",
          "\n",
          "\r\n",
          " ",
          "\t",
          "\uFEFF",
          "a",
          "é",
          "😀",
          '""',
          "=",
          "+",
          "-",
          "@",
          "'",
          "1",
        ),
      )
      .map((parts) => parts.join("")),
  );

  /**
   * Rows of at least two columns. A row of one empty field is written as an
   * empty line, which parseCsv (rightly) reads as a blank line, not a row:
   * that one shape cannot round-trip, and the shows files always have ten
   * columns.
   */
  const table = fc
    .integer({ min: 2, max: 6 })
    .chain((columns) =>
      fc.tuple(
        fc.array(field, { minLength: columns, maxLength: columns }),
        fc.array(fc.array(field, { minLength: columns, maxLength: columns }), { maxLength: 8 }),
      ),
    );

  test("parseCsv(toCsv(header, rows)) is [header, ...rows]", () => {
    fc.assert(
      fc.property(table, ([header, rows]) => {
        expect(parseCsv(toCsv(header, rows))).toEqual([header, ...rows]);
      }),
      { numRuns: 500 },
    );
  });

  test("also with a byte order mark in front", () => {
    fc.assert(
      fc.property(table, ([header, rows]) => {
        const csv = toCsv(header, rows);
        expect(parseCsv(`\uFEFF${csv}`)).toEqual([header, ...rows]);
      }),
      { numRuns: 200 },
    );
  });

  test("no cell as a spreadsheet reads it starts a formula, unless it is a plain negative number", () => {
    fc.assert(
      fc.property(table, ([header, rows]) => {
        const cells = (parse(toCsv(header, rows), { relax_column_count: true }) as string[][]).flat();
        for (const cell of cells)
          expect(/^[=+\-@\t\r]/.test(cell) && !/^-\d+(\.\d+)?$/.test(cell)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  test("a single-column row of one empty field is the documented exception", () => {
    expect(parseCsv(toCsv(["a"], [[""], ["b"]]))).toEqual([["a"], ["b"]]);
  });
});
