import { type ReactNode, Suspense } from "react";

/**
 * Keeps the room of a round navbar button (the account menu, the notification bell) while its code loads, so the
 * navbar does not move when it arrives. Those buttons are for signed-in users only and load apart from the first page.
 */
export function NavButtonSlot({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<span className="btn btn-ghost btn-circle pointer-events-none" aria-hidden="true" />}>
      {children}
    </Suspense>
  );
}
