import { MESSAGES } from "../i18n/messages";
import { Link, Navigate, Outlet, useMatches } from "react-router";
import { Loading } from "../components/feedback/loading";
import { useAuth } from "../lib/auth-context";

/** Route `handle` of admin pages that tell a signed-in non-admin they are not authorized instead of redirecting. */
export type GuardHandle = { explainDenied?: boolean };

/** product.md §5: the user area sends a visitor to /. */
export function RequireUser() {
  const { user, loading } = useAuth();
  if (loading) return <Loading />;
  if (!user) return <Navigate to="/" replace />;
  return <Outlet />;
}

/**
 * product.md §2 and §5: admin routes wait for the auth state and the admin check, then send non-admins to /, except the
 * pages marked `explainDenied`, which say "You are not authorized to access this page" to a signed-in non-admin.
 */
export function RequireAdmin() {
  const { user, loading, isAdmin, adminLoading } = useAuth();
  const matches = useMatches();
  if (loading || adminLoading) return <Loading />;
  if (!user) return <Navigate to="/" replace />;
  if (isAdmin) return <Outlet />;
  const explain = matches.some((match) => (match.handle as GuardHandle | undefined)?.explainDenied);
  if (!explain) return <Navigate to="/" replace />;
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <title>{`${MESSAGES.layout.adminsOnly} · MedCamp`}</title>
      <h1 className="mb-4 text-3xl font-bold">{MESSAGES.layout.adminsOnly}</h1>
      <p role="alert" className="text-lg font-medium text-error">
        {MESSAGES.auth.notAuthorized}
      </p>
      <Link to="/" className="btn btn-primary mt-6">
        {MESSAGES.layout.mainPage}
      </Link>
    </main>
  );
}
