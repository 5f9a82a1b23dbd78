import type { SessionUser } from "@medcamp/contract";
import { createContext, use } from "react";

/** The signed-in session user as the screens need it (product.md §3), declared in the contract. */
export type { SessionUser };

export type AuthState = {
  user: SessionUser | null;
  /** True until the first session answer (product.md §4). */
  loading: boolean;
  isAdmin: boolean;
  /** True while a signed-in user's admin check is still running. */
  adminLoading: boolean;
  /** Reads the session again (after sign-in, sign-up or a purchase). */
  refresh: () => Promise<void>;
  logout: () => Promise<void>;
};

const noop = async () => {};

export const AuthContext = createContext<AuthState>({
  user: null,
  loading: false,
  isAdmin: false,
  adminLoading: false,
  refresh: noop,
  logout: noop,
});

export function useAuth(): AuthState {
  return use(AuthContext);
}
