import type { ReactNode } from "react";
import type { Draft } from "./list-drafts";
import { RowControls } from "./row-controls";
import type { ListEditor } from "./use-list-editor";

/** What draws one entry of a list being edited: the editor, the entry's draft and its place. */
export interface EntryRowProps<T> {
  editor: ListEditor<T>;
  draft: Draft<T>;
  index: number;
}

/**
 * One entry of a list being edited: its fields as a group named `legend` ("Medicine 2"), then its Move up, Move down
 * and Remove, labelled with `name` (the legend while the entry has no name yet).
 */
export function EntryRow<T>({
  editor,
  draft,
  index,
  legend,
  name,
  children,
}: EntryRowProps<T> & { legend: string; name: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2 rounded-box border border-base-300 p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {children}
      <RowControls
        rowId={editor.rowId(draft)}
        name={name || legend}
        canMoveUp={index > 0}
        canMoveDown={index < editor.drafts.length - 1}
        onMove={(step) => editor.move(index, step)}
        onRemove={() => editor.remove(index)}
      />
    </fieldset>
  );
}
