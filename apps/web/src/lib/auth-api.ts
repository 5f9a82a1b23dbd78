import type { AuthUser, RegisterBody, SessionResponse, SignInBody } from "@medcamp/contract";
import { apiFetch } from "./api-client";

export const getSession = () => apiFetch<SessionResponse>("/auth/get-session");

export const signInEmail = (body: SignInBody) =>
  apiFetch<{ user: AuthUser }>("/auth/sign-in/email", { method: "POST", body });

export const signUpEmail = (body: RegisterBody) =>
  apiFetch<{ user: AuthUser }>("/auth/sign-up/email", { method: "POST", body });

export const signOut = () => apiFetch<{ success: boolean }>("/auth/sign-out", { method: "POST", body: {} });

/** Starts Google sign-in; the browser then goes to the returned URL and comes back to `callbackURL`. */
export const startGoogleSignIn = (callbackURL: string) =>
  apiFetch<{ url: string; redirect: boolean }>("/auth/sign-in/social", {
    method: "POST",
    body: { provider: "google", callbackURL, errorCallbackURL: "/auth/login" },
  });
