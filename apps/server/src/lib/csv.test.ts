import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { parseCsv } from "../test/parse-csv.ts";
import { CSV_BOM, csvCell, csvLine, csvStream, keysetPages } from "./csv.ts";

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
};

async function* from<T>(items: T[]) {
  for (const item of items) yield item;
}

describe("CSV writing (ADR 021)", () => {
  it("quotes only what RFC 4180 asks for, doubling quotes, and keeps line breaks inside a quoted cell", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a, b")).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\rhere")).toBe('"cr\rhere"');
    expect(csvCell("")).toBe("");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(3)).toBe("3");
    expect(csvCell(-3)).toBe("-3"); // a number the export wrote is a number, never a formula
    expect(csvCell(Number.NaN)).toBe("");
    expect(csvLine(["a", 1, null, "b,c"])).toBe('a,1,,"b,c"\r\n');
  });

  it("neutralises text a spreadsheet would run as a formula: =, +, -, @, tab and CR at the start", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvCell("+1+1")).toBe("'+1+1");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t'=1");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    expect(csvCell("=1,2")).toBe('"\'=1,2"');
    // Only the start of the text, or of what a spreadsheet would split off, counts.
    expect(csvCell("a=1")).toBe("a=1");
    expect(csvCell("e-mail")).toBe("e-mail");
  });

  it("neutralises a formula after a ; or a tab, where a spreadsheet in a ;-separated locale splits (issue 37, item 5)", () => {
    expect(csvCell('Bob;=HYPERLINK("http://evil.example","x")')).toBe(
      '"Bob;\'=HYPERLINK(""http://evil.example"",""x"")"',
    );
    expect(csvCell("a;+1;-2;@SUM(A1)")).toBe("a;'+1;'-2;'@SUM(A1)");
    expect(csvCell("Ann\t=1+1")).toBe("Ann\t'=1+1");
    expect(csvCell("Dhaka; Chittagong")).toBe("Dhaka; Chittagong");
  });

  it("streams the byte-order mark, the header and each batch as UTF-8 that parses back to the same cells", async () => {
    const rows = [
      ["Zoë Ångström", "=cmd|' /C calc'!A0", "line\r\nbreak"],
      ["রহিম উদ্দিন", "", '"quoted"'],
    ];
    const out = await text(csvStream(["Name", "Note", "Other"], from([rows.slice(0, 1), [], rows.slice(1)])));
    expect(out.startsWith(CSV_BOM)).toBe(true);
    expect(out.indexOf(CSV_BOM, 1)).toBe(-1);
    expect(parseCsv(out.slice(1))).toEqual([
      ["Name", "Note", "Other"],
      ["Zoë Ångström", "'=cmd|' /C calc'!A0", "line\r\nbreak"],
      ["রহিম উদ্দিন", "", '"quoted"'],
    ]);
    const bytes = Buffer.from(out, "utf8");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("asks for the next batch only as the reader takes them, and stops when the reader goes away", async () => {
    let asked = 0;
    async function* endless() {
      for (;;) {
        asked += 1;
        yield [["x".repeat(10_000)]];
      }
    }
    const stream = csvStream(["Big"], endless());
    for await (const _chunk of stream) {
      if (asked >= 3) break; // the reader leaves: the stream is destroyed
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    const settled = asked;
    expect(settled).toBeLessThan(20); // it did not race ahead filling memory
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toBe(settled);
    expect(stream.destroyed).toBe(true);
  });

  it("pages by keyset: each page starts after the last row of the one before, and a short page ends it", async () => {
    const ids = Array.from({ length: 7 }, (_, i) => i + 1);
    const asked: Array<number | undefined> = [];
    const pages: number[][] = [];
    for await (const page of keysetPages(
      async (after: number | undefined, size) => {
        asked.push(after);
        return ids.filter((id) => id > (after ?? 0)).slice(0, size);
      },
      (id) => id,
      3,
    )) {
      pages.push(page);
    }
    expect(pages).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(asked).toEqual([undefined, 3, 6]);

    const exact: number[][] = [];
    for await (const page of keysetPages(
      async (after: number | undefined) => (after ? [] : [1, 2]),
      (id) => id,
      2,
    )) {
      exact.push(page);
    }
    expect(exact).toEqual([[1, 2]]); // a full last page costs one more (empty) query, and yields nothing more
  });

  it("the parser the tests use refuses what is not strict CSV", () => {
    expect(() => parseCsv("a,b\n")).toThrow(/unexpected/);
    expect(() => parseCsv("a,b")).toThrow(/no CRLF/);
    expect(() => parseCsv('a"b\r\n')).toThrow(/quote inside/);
    expect(() => parseCsv('"ab\r\n')).toThrow(/unterminated/);
    expect(() => parseCsv("a,b\r\nc\r\n")).toThrow(/fields/);
    expect(parseCsv('a,"b,""c"""\r\n,\r\n')).toEqual([
      ["a", 'b,"c"'],
      ["", ""],
    ]);
  });
});
