import { createContext, use } from "react";

/** The signed-in session user as the screens need it (SPEC §3). */
export type SessionUser = {
  name: string;
  email: string;
  photoURL: string | null;
};

export type AuthState = {
  user: SessionUser | null;
  loading: boolean;
  isAdmin: boolean;
};

/** Sign-in is not built yet: until an AuthProvider supplies a value, everyone is a visitor. */
export const AuthContext = createContext<AuthState>({ user: null, loading: false, isAdmin: false });

export function useAuth(): AuthState {
  return use(AuthContext);
}
