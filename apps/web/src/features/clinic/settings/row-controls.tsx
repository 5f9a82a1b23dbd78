import { MESSAGES } from "../../../i18n/messages";

/** An entry's Move up, Move down and Remove, each labelled with the entry's name (ids `${rowId}-up|down|remove`). */
export function RowControls({
  rowId,
  name,
  canMoveUp,
  canMoveDown,
  canRemove = true,
  onMove,
  onRemove,
}: {
  rowId: string;
  name: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canRemove?: boolean;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const text = MESSAGES.clinicLists;
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        id={`${rowId}-up`}
        className="btn btn-sm"
        aria-label={text.moveUpOf(name)}
        disabled={!canMoveUp}
        onClick={() => onMove(-1)}
      >
        {MESSAGES.intake.moveUp}
      </button>
      <button
        type="button"
        id={`${rowId}-down`}
        className="btn btn-sm"
        aria-label={text.moveDownOf(name)}
        disabled={!canMoveDown}
        onClick={() => onMove(1)}
      >
        {MESSAGES.intake.moveDown}
      </button>
      <button
        type="button"
        id={`${rowId}-remove`}
        className="btn btn-outline btn-error btn-sm"
        aria-label={text.removeOf(name)}
        disabled={!canRemove}
        onClick={onRemove}
      >
        {MESSAGES.intake.remove}
      </button>
    </div>
  );
}
