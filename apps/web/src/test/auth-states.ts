import type { AuthState } from "../lib/auth-context";

/** Auth states for component tests. */
export const visitor: AuthState = {
  user: null,
  loading: false,
  isAdmin: false,
  adminLoading: false,
  refresh: async () => {},
  logout: async () => {},
};

export const student: AuthState = {
  ...visitor,
  user: { name: "Sam", displayName: "Sam", email: "sam@example.org", photoURL: null, role: "student", badge: null },
};

export const admin: AuthState = {
  ...visitor,
  user: { name: "Ada", displayName: "Ada", email: "ada@example.com", photoURL: null, role: "admin", badge: null },
  isAdmin: true,
};
