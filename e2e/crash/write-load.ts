export interface Camper {
  email: string;
  cookie: string;
}

/** A write the server acknowledged with a 2xx. */
export type Ack = { kind: "like"; mealId: string; email: string } | { kind: "review"; mealId: string; email: string };

export async function signUpCampers(baseUrl: string, n: number): Promise<Camper[]> {
  const campers: Camper[] = [];
  for (let i = 0; i < n; i++) {
    const email = `crash-${i}-${Date.now().toString(36)}@example.org`;
    const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl },
      body: JSON.stringify({ email, password: "Crash1pass", name: `Crash ${i}`, image: "https://example.org/c.png" }),
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    campers.push({ email, cookie: (res.headers.getSetCookie()[0] ?? "").split(";")[0]! });
  }
  return campers;
}

/** Keeps four campers liking and reviewing camps until stopped; records every acknowledged write. */
export function writeLoad(baseUrl: string, campers: Camper[], acked: Ack[]) {
  let running = true;
  const worker = async (camper: Camper) => {
    while (running) {
      try {
        const list = await fetch(`${baseUrl}/api/meals?limit=50&page=${1 + Math.floor(Math.random() * 2)}`);
        const { meals } = (await list.json()) as { meals: Array<{ _id: string }> };
        const mealId = meals[Math.floor(Math.random() * meals.length)]!._id;
        const review = Math.random() < 0.3;
        const res = await fetch(`${baseUrl}/api/meals/${mealId}/${review ? "review" : "like"}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: baseUrl, cookie: camper.cookie },
          body: JSON.stringify(review ? { comment: "Crash-tested and still here.", rating: 4 } : {}),
        });
        if (res.ok) acked.push({ kind: review ? "review" : "like", mealId, email: camper.email });
      } catch {
        return; // the server is gone: this worker's run is over
      }
    }
  };
  const done = Promise.all(campers.map(worker));
  return {
    async stop() {
      running = false;
      await done;
    },
  };
}
