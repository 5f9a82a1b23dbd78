import type { DeleteAccountBody } from "@medcamp/contract";
import { apiFetch } from "../../../../lib/api-client";

/** better-auth's own account endpoints and MedCamp's data download and deletion (issue 19). */
export const updateUser = (body: { name: string; image: string }) =>
  apiFetch<{ status: boolean }>("/auth/update-user", { method: "POST", body });

/** The other sessions always end (the server insists, session-limits.ts). */
export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  apiFetch<unknown>("/auth/change-password", { method: "POST", body: { ...body, revokeOtherSessions: true } });

export const revokeOtherSessions = () =>
  apiFetch<{ status: boolean }>("/auth/revoke-other-sessions", { method: "POST", body: {} });

/** How the user signs in: "credential" (e-mail and password) and/or "google". */
export const listSignInMethods = () => apiFetch<Array<{ providerId: string }>>("/auth/list-accounts");

export const deleteAccount = (body: DeleteAccountBody) =>
  apiFetch<{ message: string }>("/me", { method: "DELETE", body });

/** GET /api/me/data as a file the browser saves (the server names it in Content-Disposition). */
export async function downloadMyData(): Promise<void> {
  const response = await fetch("/api/me/data", { credentials: "include", headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${response.status}`);
  const disposition = response.headers.get("content-disposition") ?? "";
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "medcamp-my-data.json";
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
