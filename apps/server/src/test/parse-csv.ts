/**
 * A strict RFC 4180 reader for tests: records end with CRLF (a bare LF or CR outside quotes is an error), a field
 * is either plain (no quote, comma or line break in it) or quoted with `""` for a quote, and every record has as
 * many fields as the first. The byte-order mark, if any, is the caller's to check and strip.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  const fail = (what: string) => {
    throw new Error(`CSV: ${what} at character ${i} (record ${records.length + 1})`);
  };
  if (text === "") return records;
  for (;;) {
    let field = "";
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        if (i >= text.length) fail("unterminated quoted field");
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        field += text[i];
        i += 1;
      }
    } else {
      while (i < text.length && !",\r\n".includes(text[i]!)) {
        if (text[i] === '"') fail("a quote inside a plain field");
        field += text[i];
        i += 1;
      }
    }
    record.push(field);
    if (text[i] === ",") {
      i += 1;
      continue;
    }
    if (text.startsWith("\r\n", i)) {
      i += 2;
      records.push(record);
      if (records.length > 1 && record.length !== records[0]!.length)
        fail(`${record.length} fields, not ${records[0]!.length}`);
      record = [];
      if (i === text.length) return records;
      continue;
    }
    if (i >= text.length) fail("the last record has no CRLF");
    fail(`unexpected ${JSON.stringify(text[i])}`);
  }
}
