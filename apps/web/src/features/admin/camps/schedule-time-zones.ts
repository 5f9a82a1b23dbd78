/** The IANA zone names the browser knows, sorted; the UTC zone and any zone given (the camp's, the viewer's) included. */
export function timeZoneNames(...wanted: string[]): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  // Some engines list only canonical names (Asia/Katmandu) while resolvedOptions answers another (Asia/Kathmandu).
  const names = new Set([...known, "UTC", ...wanted.filter(Boolean)]);
  return [...names].sort((a, b) => a.localeCompare(b, "en"));
}
