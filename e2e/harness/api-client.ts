import { expect } from "vitest";

/** Signs in through the API of the server at `url` and answers the session's cookie header. */
export async function signInByApi(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A JSON request with the session's cookie, from the server's own origin (as the app sends it). */
const sendJson = (method: "POST" | "PUT") => (url: string, cookie: string, route: string, body: object) =>
  fetch(`${url}${route}`, {
    method,
    headers: { "content-type": "application/json", origin: url, cookie },
    body: JSON.stringify(body),
  });
export const postJson = sendJson("POST");
export const putJson = sendJson("PUT");

/** Looks every 100 ms until `look` finds something, and answers it; gives up after `ms`. */
export async function until<T>(what: string, look: () => T | undefined | Promise<T | undefined>, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await look();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`gave up waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
