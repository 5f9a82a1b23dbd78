export interface Camper {
  email: string;
  cookie: string;
}

/** A write the server acknowledged with a 2xx: a like, a review, a join request or an upcoming-camp like. */
export interface Ack {
  kind: "like" | "review" | "join" | "upcoming-like";
  mealId: string;
  email: string;
}

const json = (origin: string, cookie?: string) => ({
  "content-type": "application/json",
  origin,
  ...(cookie ? { cookie } : {}),
});

async function post(baseUrl: string, path: string, body: object, cookie: string, origin = baseUrl): Promise<Response> {
  return fetch(`${baseUrl}${path}`, { method: "POST", headers: json(origin, cookie), body: JSON.stringify(body) });
}

/** Buys the Gold package through the real test-mode payment flow, so the camper may join and like upcoming camps. */
export async function buyGold(baseUrl: string, camper: Camper, origin = baseUrl): Promise<void> {
  const intent = await post(baseUrl, "/api/create-payment-intent", { price: 15 }, camper.cookie, origin);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const paid = await post(
    baseUrl,
    "/api/demo-payments/confirm",
    { clientSecret, cardNumber: "4242424242424242", expiry: "12/39", cvc: "123" },
    camper.cookie,
    origin,
  );
  const { id } = (await paid.json()) as { id: string };
  const recorded = await post(baseUrl, "/api/payments", { transactionId: id }, camper.cookie, origin);
  if (!recorded.ok) throw new Error(`buying a package failed: ${recorded.status} ${await recorded.text()}`);
}

/** Signs campers up (each from its own forwarded address when the server trusts 127.0.0.1) and gives them Gold. */
export async function signUpCampers(
  baseUrl: string,
  n: number,
  { prefix = "crash", origin = baseUrl }: { prefix?: string; origin?: string } = {},
): Promise<Camper[]> {
  const campers: Camper[] = [];
  for (let i = 0; i < n; i++) {
    const email = `${prefix}-${i}-${Date.now().toString(36)}@example.org`;
    const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { ...json(origin), "x-forwarded-for": `198.18.${i >> 8}.${i & 255}` },
      body: JSON.stringify({ email, password: "Crash1pass", name: `Camper ${i}`, image: "https://example.org/c.png" }),
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const camper = { email, cookie: (res.headers.getSetCookie()[0] ?? "").split(";")[0]! };
    await buyGold(baseUrl, camper, origin);
    campers.push(camper);
  }
  return campers;
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** The camps and upcoming camps to write to (read once per load). */
export interface Targets {
  meals: string[];
  upcoming: string[];
}

export async function loadTargets(baseUrl: string): Promise<Targets> {
  const list = (await (await fetch(`${baseUrl}/api/meals?limit=50`)).json()) as { meals: Array<{ _id: string }> };
  const upcoming = (await (await fetch(`${baseUrl}/api/upcoming-meals`)).json()) as Array<{ _id: string }>;
  if (list.meals.length === 0 || upcoming.length === 0) throw new Error("no camps or upcoming camps to write to");
  return { meals: list.meals.map((m) => m._id), upcoming: upcoming.map((m) => m._id) };
}

/** One random write: what to send, and what it means if acknowledged. */
export function randomWrite(targets: Targets, camper: Camper): { path: string; body: object; ack: Ack } {
  const kind = pick<Ack["kind"]>(["like", "like", "review", "join", "upcoming-like"]);
  const mealId = pick(kind === "upcoming-like" ? targets.upcoming : targets.meals);
  const ack: Ack = { kind, mealId, email: camper.email };
  if (kind === "upcoming-like") return { path: "/api/like-upcoming-meal", body: { mealId }, ack };
  if (kind === "like") return { path: `/api/meals/${mealId}/like`, body: {}, ack };
  if (kind === "review") {
    return { path: `/api/meals/${mealId}/review`, body: { comment: "Crash-tested and still here.", rating: 4 }, ack };
  }
  return { path: "/api/meal/request", body: { mealId }, ack };
}

/**
 * Keeps the campers writing until stopped; records every acknowledged write, and counts the writes that were
 * sent and not yet answered, so the supervisor can kill the server while some are in flight.
 */
export function writeLoad(baseUrl: string, targets: Targets, campers: Camper[], acked: Ack[]) {
  let running = true;
  let inFlight = 0;
  let acknowledged = 0;
  const worker = async (camper: Camper) => {
    while (running) {
      try {
        const write = randomWrite(targets, camper);
        inFlight += 1;
        try {
          const res = await post(baseUrl, write.path, write.body, camper.cookie);
          if (res.ok) {
            acked.push(write.ack);
            acknowledged += 1;
          }
        } finally {
          inFlight -= 1;
        }
      } catch {
        return; // the server is gone: this worker's run is over
      }
    }
  };
  const done = Promise.all(campers.map(worker));
  return {
    /** Resolves once this load had `n` writes acknowledged (the server is warm), or after `maxMs`. */
    async acknowledged(n: number, maxMs: number): Promise<void> {
      const deadline = Date.now() + maxMs;
      while (acknowledged < n && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    /**
     * Resolves once a write has been sent and stayed unanswered for a millisecond (so it reached the socket),
     * or after `maxMs`; returns how many writes are unanswered.
     */
    async writesInFlight(maxMs: number): Promise<number> {
      const deadline = Date.now() + maxMs;
      while (Date.now() < deadline) {
        if (inFlight > 0) {
          await new Promise((resolve) => setTimeout(resolve, 1));
          if (inFlight > 0) return inFlight;
        } else {
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      return inFlight;
    },
    async stop() {
      running = false;
      await done;
    },
  };
}
