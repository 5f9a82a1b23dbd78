import { existsSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CATEGORIES } from "@medcamp/contract";
import { describe, expect, it } from "vitest";
import { DEMO_CAMPS, DEMO_UPCOMING_CAMPS, type DemoCamp } from "./demo-camps.ts";

const IMAGES_DIR = new URL("../../../../web/public/images/camps/", import.meta.url);
const IMAGE_PREFIX = "/images/camps/";
const MAX_SVG_BYTES = 6 * 1024;

const ALL: DemoCamp[] = [...DEMO_CAMPS, ...DEMO_UPCOMING_CAMPS];

function hasAtMostTwoDecimals(n: number): boolean {
  return Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
}

describe("demo camps data", () => {
  it("has enough camps and upcoming camps", () => {
    expect(DEMO_CAMPS.length).toBeGreaterThanOrEqual(24);
    expect(DEMO_UPCOMING_CAMPS.length).toBeGreaterThanOrEqual(4);
  });

  it("has at least 8 camps in every category", () => {
    for (const category of CATEGORIES) {
      const count = DEMO_CAMPS.filter((c) => c.category === category).length;
      expect(count, `category ${category}`).toBeGreaterThanOrEqual(8);
    }
  });

  it("uses only known categories", () => {
    const known: readonly string[] = CATEGORIES;
    for (const camp of ALL) {
      expect(known).toContain(camp.category);
    }
  });

  it("has unique titles across camps and upcoming camps", () => {
    const titles = ALL.map((c) => c.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("keeps text fields within limits", () => {
    for (const camp of ALL) {
      expect(camp.title.trim().length, camp.title).toBeGreaterThan(0);
      expect(camp.title.length, camp.title).toBeLessThanOrEqual(120);
      expect(camp.description.trim().length, camp.title).toBeGreaterThan(0);
      expect(camp.description.length, camp.title).toBeLessThanOrEqual(2000);
      expect(camp.ingredients.length, camp.title).toBeGreaterThanOrEqual(2);
      expect(camp.ingredients.length, camp.title).toBeLessThanOrEqual(5);
      for (const role of camp.ingredients) {
        expect(role.trim().length, camp.title).toBeGreaterThan(0);
        expect(role.length, camp.title).toBeLessThanOrEqual(80);
        expect(role, camp.title).not.toContain(",");
      }
    }
  });

  it("has prices in [0, 60] with at most 2 decimals, and at least one free camp", () => {
    for (const camp of ALL) {
      expect(Number.isFinite(camp.price), camp.title).toBe(true);
      expect(camp.price, camp.title).toBeGreaterThanOrEqual(0);
      expect(camp.price, camp.title).toBeLessThanOrEqual(60);
      expect(hasAtMostTwoDecimals(camp.price), `${camp.title}: ${camp.price}`).toBe(true);
    }
    expect(DEMO_CAMPS.some((c) => c.price === 0)).toBe(true);
  });

  it("has postedDaysAgo as an integer in [1, 120]", () => {
    for (const camp of ALL) {
      expect(Number.isInteger(camp.postedDaysAgo), camp.title).toBe(true);
      expect(camp.postedDaysAgo, camp.title).toBeGreaterThanOrEqual(1);
      expect(camp.postedDaysAgo, camp.title).toBeLessThanOrEqual(120);
    }
  });

  it("points every image at an existing, small SVG with a title", () => {
    for (const camp of ALL) {
      expect(camp.image.startsWith(IMAGE_PREFIX), camp.image).toBe(true);
      expect(camp.image.endsWith(".svg"), camp.image).toBe(true);
      const name = camp.image.slice(IMAGE_PREFIX.length);
      expect(name, camp.image).toMatch(/^[a-z0-9-]+\.svg$/);
      const file = fileURLToPath(new URL(name, IMAGES_DIR));
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size, file).toBeLessThan(MAX_SVG_BYTES);
      const svg = readFileSync(file, "utf8");
      expect(svg, file).toContain("<title>");
      expect(svg, file).toContain('role="img"');
      expect(svg, file).not.toMatch(/(?:href|src)="(?:https?:)?\/\//);
    }
  });
});
