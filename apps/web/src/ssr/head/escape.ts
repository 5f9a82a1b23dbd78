const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * JSON that can sit inside a `<script>` element (JSON-LD, hydration data) and still parse to `value`. `<`, `>` and
 * `&` become `\u003c`, `\u003e`, `\u0026`, so no `</script>` or `<!--` can end or change the element; U+2028 and
 * U+2029 are escaped too, as older JavaScript parsers end a line at them. All of these can only occur inside JSON
 * strings, where the `\uXXXX` form means the same character.
 */
export function serializeJsonForScript(value: unknown): string {
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined) throw new TypeError("serializeJsonForScript: the value has no JSON form");
  return json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
