import type { ReactNode } from "react";
import type { Draft } from "./list-drafts";
import type { ListEditor } from "./use-list-editor";

/** A list's entries in order, each drawn by `row`, then the button that adds a `blank` one (up to `max`). */
export function EntryList<T>({
  editor,
  row,
  max,
  blank,
  addLabel,
}: {
  editor: ListEditor<T>;
  row: (draft: Draft<T>, index: number) => ReactNode;
  max: number;
  blank: () => T;
  addLabel: string;
}) {
  return (
    <>
      <ol className="space-y-3">
        {editor.drafts.map((draft, index) => (
          <li key={draft.key}>{row(draft, index)}</li>
        ))}
      </ol>
      <button
        type="button"
        id={`${editor.prefix}-add`}
        className="btn btn-outline btn-sm"
        disabled={editor.drafts.length >= max}
        onClick={() => editor.add(blank())}
      >
        {addLabel}
      </button>
    </>
  );
}
