import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { REFUSALS } from "./refusals.ts";

const API_DOC = new URL("../../../docs/api.md", import.meta.url);

/**
 * The refusal codes docs/api.md lists under **Errors**, each with the status it is listed under. The list is one
 * sub-bullet per group of statuses ("- 400: `A`, `B`; 402 `C`"): a status (three digits before a code) holds for the
 * codes after it. better-auth's own codes (`/api/auth/*`) are not ours and are left out.
 */
function documentedRefusals(markdown: string): Map<string, number[]> {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => line.startsWith("- **Errors**"));
  if (start < 0) throw new Error("docs/api.md has no **Errors** bullet");
  const end = lines.findIndex((line, i) => i > start && /^\S/.test(line));
  const section = lines.slice(start + 1, end < 0 ? undefined : end).join("\n");
  const codes = new Map<string, number[]>();
  for (const item of section.split(/\n {2}- /).slice(1)) {
    if (item.startsWith("`/api/auth/*`")) continue;
    let status: number | undefined;
    for (const m of item.matchAll(/\b([1-5]\d\d)\b:?(?=\s+`)|`([A-Z][A-Z0-9_]+)`/g)) {
      if (m[1]) status = Number(m[1]);
      else codes.set(m[2]!, [...(codes.get(m[2]!) ?? []), status ?? 0]);
    }
  }
  return codes;
}

describe("docs/api.md lists every refusal code of refusals.ts, and no other", () => {
  const documented = documentedRefusals(readFileSync(API_DOC, "utf8"));
  const declared = Object.entries(REFUSALS).map(([code, { status }]) => [code, status] as const);

  it("names every declared code", () => {
    const missing = declared.filter(([code]) => !documented.has(code)).map(([code]) => code);
    expect(missing, "codes refusals.ts declares and docs/api.md does not list").toEqual([]);
  });

  it("names no code that is not declared", () => {
    const unknown = [...documented.keys()].filter((code) => !Object.hasOwn(REFUSALS, code));
    expect(unknown, "codes docs/api.md lists and refusals.ts does not declare").toEqual([]);
  });

  it("lists each code once, under its own status", () => {
    const wrong = declared
      .filter(([code]) => documented.has(code))
      .filter(([code, status]) => documented.get(code)!.join() !== String(status))
      .map(([code, status]) => `${code}: declared ${status}, listed under ${documented.get(code)!.join(" and ")}`);
    expect(wrong).toEqual([]);
  });
});
