import type { FormEvent, ReactNode } from "react";

type Props = {
  /** The form's id prefix (its heading is `${id}-title`). */
  id: string;
  title: string;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  submitClass: string;
  pending: boolean;
  /** Why it was not done (an alert), else what was done (a status). */
  problem?: string;
  done?: string;
  children: ReactNode;
};

/** A stock form's card: its heading names the form; the submit button and the outcome beneath its fields. */
export function StockFormCard({
  id,
  title,
  onSubmit,
  submitLabel,
  submitClass,
  pending,
  problem,
  done,
  children,
}: Props) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="card bg-base-100 shadow-sm ring-1 ring-base-300"
    >
      <div className="card-body gap-3">
        <h2 id={`${id}-title`} className="card-title">
          {title}
        </h2>
        {children}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={`btn ${submitClass}`} disabled={pending}>
            {submitLabel}
          </button>
          <p role={problem ? "alert" : "status"} className={problem ? "text-error" : "text-success"}>
            {problem ?? done ?? ""}
          </p>
        </div>
      </div>
    </form>
  );
}
