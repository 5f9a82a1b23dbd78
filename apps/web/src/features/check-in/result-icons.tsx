/** The result panel's icons: the shape says it as well as the colour (never colour alone). */
const paths = {
  check: "M5 13l4 4L19 7",
  clock: "M12 7v5l3 3M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z",
  cross: "M6 6l12 12M18 6L6 18",
  undo: "M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3",
  scan: "M4 8V5a1 1 0 0 1 1-1h3m8 0h3a1 1 0 0 1 1 1v3m0 8v3a1 1 0 0 1-1 1h-3m-8 0H5a1 1 0 0 1-1-1v-3",
} as const;

export type ResultIconName = keyof typeof paths;

export function ResultIcon({ name, size = "size-14" }: { name: ResultIconName; size?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`${size} shrink-0`} fill="none" aria-hidden="true">
      <path d={paths[name]} stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
