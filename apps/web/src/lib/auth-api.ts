import { apiFetch } from "./api-client";

/** The session user as better-auth returns it (plus our role and badge columns). */
export type SessionUserPayload = {
  id: string;
  name: string;
  email: string;
  image?: string | null;
  role?: string | null;
  badge?: string | null;
};

export const getSession = () => apiFetch<{ user: SessionUserPayload } | null>("/auth/get-session");

export const signInEmail = (body: { email: string; password: string }) =>
  apiFetch<{ user: SessionUserPayload }>("/auth/sign-in/email", { method: "POST", body });

export const signUpEmail = (body: { email: string; password: string; name: string; image: string }) =>
  apiFetch<{ user: SessionUserPayload }>("/auth/sign-up/email", { method: "POST", body });

export const signOut = () => apiFetch<{ success: boolean }>("/auth/sign-out", { method: "POST", body: {} });

/** Starts Google sign-in; the browser then goes to the returned URL and comes back to `callbackURL`. */
export const startGoogleSignIn = (callbackURL: string) =>
  apiFetch<{ url: string; redirect: boolean }>("/auth/sign-in/social", {
    method: "POST",
    body: { provider: "google", callbackURL, errorCallbackURL: "/auth/login" },
  });
