import type { ReactNode } from "react";

/** A stock form's field: its label above the control it names (the control carries `id`). */
export function StockField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
