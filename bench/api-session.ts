import type { MealListResponse } from "@medcamp/contract";

const PASSWORD = "BenchUser1";

/** Signs `count` new campers up through the real API and returns their session cookies. */
export async function signUpCampers(origin: string, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `bench-${Date.now()}-${i}@example.org`;
    const res = await fetch(`${origin}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email, password: PASSWORD, name: `Bench Runner ${i}`, image: `${origin}/favicon.svg` }),
    });
    if (!res.ok) throw new Error(`bench sign-up failed: ${res.status} ${await res.text()}`);
    cookies.push(
      res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; "),
    );
  }
  return cookies;
}

/** The ids of the first `pages` × 50 camps (newest first). */
export async function campIds(origin: string, pages: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; page <= pages; page++) {
    const list = (await (await fetch(`${origin}/api/meals?limit=50&page=${page}`)).json()) as MealListResponse;
    ids.push(...list.meals.map((m) => m._id));
  }
  return ids;
}

/** Hands out (camper, camp) pairs that have never been liked: each one is a real write. */
export function freshLikes(origin: string, cookies: string[], ids: string[]) {
  let n = 0;
  return () => {
    const camp = ids[n % ids.length]!;
    const cookie = cookies[Math.floor(n / ids.length) % cookies.length]!;
    n += 1;
    return {
      path: `/api/meals/${camp}/like`,
      headers: { cookie, origin, "content-type": "application/json" },
    };
  };
}
