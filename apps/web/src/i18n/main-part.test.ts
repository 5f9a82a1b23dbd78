import fs from "node:fs";
import path from "node:path";
import { catalogPart, flattenMessages, MESSAGES } from "@medcamp/contract";
import { describe, expect, it } from "vitest";
import { lazyModulesWithTexts, loadedWith, textsReadBy } from "../test/texts-read";

const SRC = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const readBy = (files: readonly string[]) =>
  new Set(files.flatMap((file) => [...textsReadBy(file, fs.readFileSync(file, "utf8"), MESSAGES)]));

describe("the catalogue's main part, loaded with the app (ADR 022, issue 38)", () => {
  it("holds every text the modules loaded before any other part read, and nothing else", () => {
    // The app (main.tsx, which the page's first input loads) and what it loads without a part of the catalogue of
    // its own: the public pages' screens, the toasts.
    const modules = loadedWith([path.join(SRC, "main.tsx")]);
    expect(modules.map((file) => path.relative(SRC, file))).toEqual(
      expect.arrayContaining([
        "features/camps/home-page.tsx",
        "features/camps/all-camps-page.tsx",
        "features/camps/camp-detail-page.tsx",
      ]),
    );
    const read = readBy(modules);
    const main = [...flattenMessages().keys()].filter((id) => catalogPart(id) === "main");
    expect(
      [...read].filter((id) => catalogPart(id) !== "main"),
      "read there but not in MAIN",
    ).toEqual([]);
    expect(
      main.filter((id) => !read.has(id)),
      "in MAIN but read by none of them",
    ).toEqual([]);
  });

  it("and the parts a lazily loaded screen is loaded with (withTexts) are all it reads, each of them read", () => {
    const lazy = lazyModulesWithTexts(sourceFiles(SRC));
    expect(lazy.length).toBeGreaterThan(20);
    const problems = lazy.flatMap(({ at, module, parts }) => {
      const where = `${path.relative(SRC, at)} loads ${path.relative(SRC, module)} with ${parts.join(", ")}`;
      const partsRead = [...readBy(loadedWith([module]))].map((id) => [id, catalogPart(id)] as const);
      return [
        ...partsRead
          .filter(([, part]) => !["main", ...parts].includes(part))
          .map(([id, part]) => `${where}: ${id} is ${part}`),
        ...parts
          .filter((part) => !partsRead.some(([, read]) => read === part))
          .map((part) => `${where}: reads nothing of ${part}`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it("follows namespaces kept in constants, and counts one passed on as read whole (the scan can fail)", () => {
    const sample = `import { MESSAGES } from "./messages";
const TEXT = MESSAGES.newsletter;
export function A() {
  const C = MESSAGES.campCard;
  const { join } = MESSAGES.subscription.benefits;
  show(MESSAGES.schedule.whenChoices);
  return [C.fee, TEXT.title, join, MESSAGES.camps.noCampsFound, MESSAGES.schedule.seatsLeft(1, 2)];
}`;
    expect([...textsReadBy("sample.tsx", sample, MESSAGES)].sort()).toEqual([
      "campCard.fee",
      "camps.noCampsFound",
      "newsletter.title",
      "schedule.seatsLeft",
      "schedule.whenChoices.any",
      "schedule.whenChoices.dates",
      "schedule.whenChoices.month",
      "schedule.whenChoices.week",
      "subscription.benefits.join",
    ]);
  });
});
