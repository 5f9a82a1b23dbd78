import { type IsAdminResponse, toSessionUser } from "@medcamp/contract";
import { MESSAGES } from "../i18n/messages";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo } from "react";
import { forgetSavedTickets } from "../features/tickets/forget-saved-tickets";
import { apiFetch } from "../lib/api-client";
import { getSession, signOut } from "../lib/auth-api";
import { AuthContext, type AuthState } from "../lib/auth-context";
import { sessionKeys } from "../lib/query-keys";

/**
 * Auth state of product.md §4: loading until the first session answer; isAdmin from /api/is-admin (false by default
 * and after logout); /api/create-user whenever a signed-in user is detected, its failures only logged.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery({ queryKey: sessionKeys.session, queryFn: getSession, staleTime: 60_000 });
  const payload = session.data?.user;
  const user = useMemo(() => (payload ? toSessionUser(payload) : null), [payload]);
  const email = user?.email;

  const admin = useQuery({
    queryKey: sessionKeys.isAdmin(email),
    queryFn: async () => {
      try {
        return await apiFetch<IsAdminResponse>("/is-admin");
      } catch (error) {
        console.error(MESSAGES.auth.adminCheckFailed, error);
        return { isAdmin: false };
      }
    },
    enabled: Boolean(email),
  });

  const name = user?.name;
  useEffect(() => {
    if (!email || name === undefined) return;
    apiFetch("/create-user", { method: "POST", body: { name, email } }).catch((error) =>
      console.error(MESSAGES.auth.createUserFailed, error),
    );
  }, [email, name]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      loading: session.isPending,
      isAdmin: Boolean(user) && (admin.data?.isAdmin ?? false),
      adminLoading: Boolean(user) && admin.isPending,
      refresh: async () => {
        await queryClient.invalidateQueries({ queryKey: sessionKeys.session });
      },
      logout: async () => {
        await signOut();
        // What this device kept for offline use (ADR 018) is the signed-in user's: it goes with them.
        forgetSavedTickets();
        // The check-in and clinic stores (and idb) load only here and on their pages, not with every page.
        void import("../features/check-in/check-in-store").then((store) => store.forgetCheckInData());
        void import("../features/clinic/clinic-store").then((store) => store.forgetClinicData());
        queryClient.setQueryData(sessionKeys.session, null);
        queryClient.removeQueries({ queryKey: sessionKeys.isAdminAll });
        await queryClient.invalidateQueries();
      },
    }),
    [user, session.isPending, admin.data, admin.isPending, queryClient],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
