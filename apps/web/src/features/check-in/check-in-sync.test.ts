import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fake-api";
import {
  closeCheckInStore,
  dequeueCheckIn,
  enqueueCheckIn,
  forgetCheckInData,
  loadRoster,
  queuedCheckIns,
  saveRoster,
} from "./check-in-store";
import { syncCheckIns } from "./check-in-sync";
import { checkedInAnswer, MEAL_ID, person, queued, sampleRoster } from "./check-in-test-data";

afterEach(async () => {
  await forgetCheckInData();
});

const codeNumber = (body: unknown) => Number((body as { code: string }).code.slice(4, 5));

describe("check-in store", () => {
  it("keeps the queue and the roster when the page's connection is closed and opened again (a reload)", async () => {
    await saveRoster(MEAL_ID, sampleRoster());
    await enqueueCheckIn(queued(1, "2026-05-01T08:00:00.000Z"));
    await closeCheckInStore();
    expect((await queuedCheckIns(MEAL_ID)).map((item) => item.name)).toEqual(["Camper 1"]);
    expect((await loadRoster(MEAL_ID))?.roster.participants).toHaveLength(3);
  });

  it("queues a ticket scanned twice once: the first scan stays", async () => {
    const first = queued(1, "2026-05-01T08:00:00.000Z");
    await enqueueCheckIn(first);
    const again = await enqueueCheckIn(queued(1, "2026-05-01T08:01:00.000Z"));
    expect(again.clientId).toBe(first.clientId);
    expect(await queuedCheckIns(MEAL_ID)).toEqual([first]);
  });

  it("lists a camp's queue oldest scan first and removes one by clientId", async () => {
    const late = queued(2, "2026-05-01T09:00:00.000Z");
    await enqueueCheckIn(late);
    await enqueueCheckIn(queued(1, "2026-05-01T08:00:00.000Z"));
    await enqueueCheckIn({ ...queued(3, "2026-05-01T07:00:00.000Z"), mealId: "other" });
    expect((await queuedCheckIns(MEAL_ID)).map((item) => item.name)).toEqual(["Camper 1", "Camper 2"]);
    expect(await dequeueCheckIn(late.clientId)).toBe(true);
    expect(await dequeueCheckIn(late.clientId)).toBe(false);
    expect(await queuedCheckIns(MEAL_ID)).toHaveLength(1);
  });

  it("forgets everything on logout", async () => {
    await saveRoster(MEAL_ID, sampleRoster());
    await enqueueCheckIn(queued(1, "2026-05-01T08:00:00.000Z"));
    await forgetCheckInData();
    expect(await queuedCheckIns()).toEqual([]);
    expect(await loadRoster(MEAL_ID)).toBeUndefined();
  });
});

describe("check-in sync", () => {
  const queueThree = async () => {
    await enqueueCheckIn(queued(3, "2026-05-01T08:03:00.000Z"));
    await enqueueCheckIn(queued(1, "2026-05-01T08:01:00.000Z"));
    await enqueueCheckIn(queued(2, "2026-05-01T08:02:00.000Z"));
  };

  it("sends the queued scans in the order they were made, as they were made, and empties the queue", async () => {
    await queueThree();
    const { calls } = fakeApi({ "POST /check-ins": (body) => ({ body: checkedInAnswer(codeNumber(body)) }) });
    const report = await syncCheckIns();
    expect(calls.map((call) => codeNumber(call.body))).toEqual([1, 2, 3]);
    expect(calls[0]?.body).toMatchObject({
      mealId: MEAL_ID,
      code: person(1).code,
      scannedAt: "2026-05-01T08:01:00.000Z",
    });
    expect(report.sent.map(({ result }) => result.checkIn.id)).toEqual(["ci1", "ci2", "ci3"]);
    expect(report.stopped).toBe(false);
    expect(await queuedCheckIns()).toEqual([]);
  });

  it("keeps everything not yet sent when the network fails, and stops there", async () => {
    await queueThree();
    let answered = 0;
    const { calls } = fakeApi({
      "POST /check-ins": (body) => {
        if (answered++ === 1) throw new TypeError("Failed to fetch");
        return { body: checkedInAnswer(codeNumber(body)) };
      },
    });
    const report = await syncCheckIns();
    expect(report.stopped).toBe(true);
    expect(calls).toHaveLength(2);
    expect((await queuedCheckIns()).map((item) => item.name)).toEqual(["Camper 2", "Camper 3"]);
  });

  it.each([401, 500, 503])("keeps the scans when the server answers %i", async (status) => {
    await queueThree();
    fakeApi({ "POST /check-ins": { status, body: { message: "Not now", code: "X" } } });
    expect((await syncCheckIns()).stopped).toBe(true);
    expect(await queuedCheckIns()).toHaveLength(3);
  });

  it("drops a scan the server refuses and reports it, then sends the rest", async () => {
    await queueThree();
    fakeApi({
      "POST /check-ins": (body) =>
        codeNumber(body) === 2
          ? { status: 404, body: { message: "Not on this camp", code: "TICKET_NOT_ON_CAMP" } }
          : { body: checkedInAnswer(codeNumber(body)) },
    });
    const report = await syncCheckIns();
    expect(report.refused).toEqual([
      { item: expect.objectContaining({ name: "Camper 2" }), message: "Not on this camp", code: "TICKET_NOT_ON_CAMP" },
    ]);
    expect(report.sent).toHaveLength(2);
    expect(await queuedCheckIns()).toEqual([]);
  });

  it("forgets every roster and the queued names when the server says the session is gone (401)", async () => {
    await saveRoster(MEAL_ID, sampleRoster());
    await saveRoster("other", sampleRoster());
    await queueThree();
    fakeApi({ "POST /check-ins": { status: 401, body: { message: "Sign in", code: "UNAUTHORIZED" } } });
    const report = await syncCheckIns();
    expect(await loadRoster(MEAL_ID)).toBeUndefined();
    expect(await loadRoster("other")).toBeUndefined();
    // The scans stay, with nobody's name, to be sent after the next sign-in.
    const waiting = await queuedCheckIns();
    expect(waiting.map((item) => [item.code, item.name])).toEqual([1, 2, 3].map((n) => [person(n).code, undefined]));
    expect(report).toMatchObject({ stopped: true, accessLost: true });
  });

  it("forgets a camp's roster and queue when the server says the staff role is gone (403); other camps go on", async () => {
    await saveRoster(MEAL_ID, sampleRoster());
    await saveRoster("other", sampleRoster());
    await queueThree();
    await enqueueCheckIn({ ...queued(1, "2026-05-01T09:00:00.000Z"), mealId: "other" });
    const { calls } = fakeApi({
      "POST /check-ins": (body) =>
        (body as { mealId: string }).mealId === MEAL_ID
          ? { status: 403, body: { message: "You are not allowed to do this.", code: "FORBIDDEN" } }
          : { body: checkedInAnswer(codeNumber(body)) },
    });
    const report = await syncCheckIns();
    expect(await loadRoster(MEAL_ID)).toBeUndefined();
    // One refusal said the role is gone: the camp's other queued scans are not sent, and the other camp's is.
    expect(calls.map((call) => (call.body as { mealId: string }).mealId)).toEqual([MEAL_ID, "other"]);
    expect(report.refused.map((r) => r.code)).toEqual(["FORBIDDEN"]);
    expect(await queuedCheckIns()).toEqual([]);
    expect((await loadRoster("other"))?.roster.participants).toHaveLength(3);
    expect(report).toMatchObject({ stopped: false, accessLost: true });
  });

  it("runs once at a time: a second call while one runs gets the same run", async () => {
    await queueThree();
    const { calls } = fakeApi({ "POST /check-ins": (body) => ({ body: checkedInAnswer(codeNumber(body)) }) });
    const [a, b] = await Promise.all([syncCheckIns(), syncCheckIns()]);
    expect(a).toBe(b);
    expect(calls).toHaveLength(3);
  });
});
