import { describe, expect, it } from "vitest";
import { imageUrlSchema, LOCAL_IMAGE_PATH_MAX } from "./common.ts";

const accepts = (value: string) => imageUrlSchema.safeParse(value).success;

describe("imageUrlSchema", () => {
  it("accepts http(s) URLs and the shipped /images/ paths", () => {
    expect(accepts("https://example.org/camp.png")).toBe(true);
    expect(accepts("http://example.org/a/b.jpg?size=2")).toBe(true);
    expect(accepts("/images/camps/dental.svg")).toBe(true);
    expect(accepts("/images/camps/eye..care.svg")).toBe(true);
  });

  it("refuses other schemes and paths outside /images/", () => {
    for (const value of ["javascript:alert(1)", "data:image/png;base64,AA", "ftp://x.org/a.png", "/api/meals", ""]) {
      expect(accepts(value), value).toBe(false);
    }
  });

  it("refuses local paths that climb out with .. segments", () => {
    for (const value of ["/images/../api/health", "/images/camps/../../index.html", "/images/..", "/images/a/.."]) {
      expect(accepts(value), value).toBe(false);
    }
  });

  it("bounds the length of local paths", () => {
    const prefix = "/images/";
    const longest = prefix + "a".repeat(LOCAL_IMAGE_PATH_MAX - prefix.length);
    expect(accepts(longest)).toBe(true);
    expect(accepts(`${longest}a`)).toBe(false);
  });
});
