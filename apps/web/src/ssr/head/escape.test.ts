import { describe, expect, it } from "vitest";
import { escapeHtml, serializeJsonForScript } from "./escape";

describe("escapeHtml", () => {
  it("escapes the five characters that matter in text and quoted attributes", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
  });

  it("escapes an ampersand once, so an existing entity stays visible as text", () => {
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
  });

  it("leaves other text alone", () => {
    expect(escapeHtml("Dhaka — 3 days, ৳ 500")).toBe("Dhaka — 3 days, ৳ 500");
  });

  it("keeps an attribute value inside its quotes when a browser parses it", () => {
    const hostile = `" onmouseover="alert(1)`;
    const doc = new DOMParser().parseFromString(`<p title="${escapeHtml(hostile)}">x</p>`, "text/html");
    const p = doc.querySelector("p");
    expect(p?.getAttribute("title")).toBe(hostile);
    expect(p?.hasAttribute("onmouseover")).toBe(false);
  });
});

describe("serializeJsonForScript", () => {
  const hostile = {
    title: "</script><script>alert(1)</script>",
    note: "<!-- a & b --> \u2028line\u2029para",
  };

  it("writes no character that could end or change a script element", () => {
    const text = serializeJsonForScript(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(text).toContain("\\u0026");
    expect(text).toContain("\\u2028");
    expect(text).toContain("\\u2029");
  });

  it("parses back to the same value", () => {
    expect(JSON.parse(serializeJsonForScript(hostile))).toEqual(hostile);
    expect(JSON.parse(serializeJsonForScript([1, null, "x", { a: true }]))).toEqual([1, null, "x", { a: true }]);
  });

  it("stays one script element's text when a browser parses the page", () => {
    const html = `<script type="application/json" id="data">${serializeJsonForScript(hostile)}</script><p>after</p>`;
    const doc = new DOMParser().parseFromString(html, "text/html");
    expect(doc.querySelectorAll("script")).toHaveLength(1);
    expect(JSON.parse(doc.getElementById("data")?.textContent ?? "")).toEqual(hostile);
  });

  it("refuses a value JSON cannot represent rather than writing `undefined`", () => {
    expect(() => serializeJsonForScript(undefined)).toThrow(TypeError);
  });
});
