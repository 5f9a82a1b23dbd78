import type { ReactNode } from "react";

type Props = {
  /** The spec's empty text (e.g. "No Camp found."), shown as it is in its own paragraph. */
  text: string;
  /** An optional next step, e.g. a link to browse camps. */
  action?: ReactNode;
};

/** A friendly empty list: a calm illustration, the empty text and, where it helps, what to do next. */
export function EmptyState({ text, action }: Props) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-box border border-dashed border-base-300 px-4 py-10 text-center">
      <svg viewBox="0 0 48 48" className="size-12 text-primary" fill="none" aria-hidden="true">
        <rect x="8" y="12" width="32" height="26" rx="4" stroke="currentColor" strokeWidth="2.5" />
        <path d="M8 20h32M18 12V8m12 4V8" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        <path d="M19 29h10" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <p className="text-lg font-medium">{text}</p>
      {action}
    </div>
  );
}
