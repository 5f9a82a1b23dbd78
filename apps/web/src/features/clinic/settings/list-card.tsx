import type { ReactNode } from "react";
import { FormAlert, SubmitButton } from "../../../components/form/form-field";
import { MESSAGES } from "../../../i18n/messages";
import type { ListEditor } from "./use-list-editor";

/**
 * One of a camp's clinic lists on the settings screen: its heading, whether it is the camp's own or the defaults,
 * its entries (the children) in a form with Save, and "Use the defaults" while the list is the camp's own.
 */
export function ListCard<T>({
  title,
  intro,
  custom,
  editor,
  saveLabel,
  children,
}: {
  title: string;
  intro: string;
  /** Whether the list is the camp's own or the defaults; undefined for a list with no defaults (facilities). */
  custom?: boolean;
  editor: ListEditor<T>;
  saveLabel: string;
  children: ReactNode;
}) {
  const text = MESSAGES.clinicLists;
  const titleId = `${editor.prefix}-title`;
  return (
    <section aria-labelledby={titleId} className="card bg-base-100 shadow-sm ring-1 ring-base-300">
      <div className="card-body gap-3 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={titleId} className="card-title">
            {title}
          </h2>
          {custom !== undefined && (
            <span className="badge badge-outline h-auto py-1 text-center whitespace-normal">
              {custom ? text.ownList : text.defaultList}
            </span>
          )}
        </div>
        <p className="text-sm text-base-content/70">{intro}</p>
        <form noValidate aria-labelledby={titleId} className="space-y-3" onSubmit={(e) => void editor.save(e)}>
          {children}
          <FormAlert message={editor.formError} />
          <div className="flex flex-wrap gap-2">
            <SubmitButton busy={editor.busy}>{saveLabel}</SubmitButton>
            {custom && (
              <button
                type="button"
                className="btn btn-outline"
                disabled={editor.busy}
                onClick={() => void editor.restoreDefaults()}
              >
                {text.useDefaults}
              </button>
            )}
          </div>
        </form>
      </div>
    </section>
  );
}
