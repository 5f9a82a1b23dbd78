import { MESSAGES } from "@medcamp/contract";
import type { ReactNode } from "react";
import { Loading } from "../../components/loading";
import { useAuth } from "../../lib/auth-context";

/** SPEC §2: non-admins who open an admin page see "You are not authorized to access this page". */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { loading, adminLoading, isAdmin } = useAuth();
  if (loading || adminLoading) return <Loading />;
  if (!isAdmin) {
    return (
      <p role="alert" className="mx-auto max-w-xl px-4 py-16 text-center text-lg font-medium text-error">
        {MESSAGES.auth.notAuthorized}
      </p>
    );
  }
  return children;
}
