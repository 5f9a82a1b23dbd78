import fs from "node:fs";
import path from "node:path";
import { repoRoot } from "../e2e/harness/paths.ts";

export interface Row {
  group: string;
  figure: string;
  value: string;
  target: string;
  /** undefined: reported only, no target. */
  met?: boolean;
}

const mark = (met: boolean | undefined) => (met === undefined ? "" : met ? "met" : "NOT MET");

export function printTable(rows: Row[]): void {
  const cells = rows.map((r) => [r.group, r.figure, r.value, r.target, mark(r.met)]);
  const header = ["", "figure", "value", "target", ""];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((x, i) => x.padEnd(widths[i]!)).join("  ");
  console.log(line(header));
  for (const c of cells) console.log(line(c));
}

export function markdownTable(rows: Row[]): string {
  const lines = ["| | figure | value | target | |", "|---|---|---|---|---|"];
  for (const r of rows) lines.push(`| ${r.group} | ${r.figure} | ${r.value} | ${r.target} | ${mark(r.met)} |`);
  return lines.join("\n");
}

/** Replaces the figures between the bench markers of docs/performance.md, leaving the prose alone. */
export function writeFigures(markdown: string): void {
  const file = path.join(repoRoot, "docs", "performance.md");
  const text = fs.readFileSync(file, "utf8");
  const start = "<!-- bench:start -->";
  const end = "<!-- bench:end -->";
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/performance.md lacks the ${start} … ${end} markers`);
  fs.writeFileSync(file, `${text.slice(0, from + start.length)}\n${markdown}\n${text.slice(to)}`);
}
