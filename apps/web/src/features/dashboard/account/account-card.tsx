import { type ReactNode, useId } from "react";

/** One section of My Profile's account self-service: a card titled `title`, outlined in red when `danger`. */
export function AccountCard({
  title,
  children,
  danger = false,
}: {
  title: string;
  children: ReactNode;
  danger?: boolean;
}) {
  const id = useId();
  return (
    <section
      className={`card mt-6 bg-base-100 shadow-md ${danger ? "border border-error/40" : ""}`}
      aria-labelledby={`${id}-title`}
    >
      <div className="card-body gap-3">
        <h2 id={`${id}-title`} className="card-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** The spinner of a section's button while its request runs. */
export function BusySpinner({ on }: { on: boolean }) {
  return on ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null;
}
