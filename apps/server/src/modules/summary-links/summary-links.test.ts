import {
  MESSAGES,
  SMS_LIMITS,
  type RegisterVisitAnswer,
  type SummaryLinkSend,
  type SummaryLinkState,
  type VisitSummary,
} from "@medcamp/contract";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { messagesIn } from "../../lib/messages-in.ts";
import { movableClock } from "../../test/movable-clock.ts";
import { startSmsGateway, type SmsGateway } from "../../test/sms-gateway-stand-in.ts";
import { waitFor } from "../../test/smtp-test-server.ts";
import { createTestApp, TEST_AUTH_SECRET, TEST_BASE_URL, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { lastCodeTo, lastSummaryLinkTo, textsTo } from "../../test/texts-to.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";
import { createClinicalRetentionSweep } from "../clinic/retention.ts";
import { referralToken, referralTokenKey } from "../referrals/token.ts";
import { countSegments } from "../sms/index.ts";
import { readSummaryLinkToken, summaryLinkKey, summaryLinkToken } from "./token.ts";

const DAY_MS = 86_400_000;
const MINUTE = 60_000;
const SECRET = "gateway-shared-secret-summary";
const consent = { care: true, followUp: false, keep: false };

/** A fresh Bangladeshi mobile number, so each test's texts and limits are its own. */
const newPhone = () => `+88017${String(10_000_000 + Math.floor(Math.random() * 89_999_999)).slice(0, 8)}`;

/**
 * Issue 40 item 4: a signed visit's summary texted as a link to a person with no account, through a real HTTP server
 * standing in for the SMS gateway: the number verified by a code the person tells the staff, the link opened with a
 * fresh code texted to that number, every read logged, STOP honoured, and the link refused when altered or expired.
 */
describe("visit summary links", () => {
  const time = movableClock();
  let gateway: SmsGateway;
  let t: TestApp;
  let admin: TestUser;
  let desk: TestUser;
  let volunteer: TestUser;
  let doctor: TestUser;
  let checkInStaff: TestUser;
  let otherDoctor: TestUser;
  let camper: TestUser;
  let mealId: string;

  const as = (user: TestUser | null, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    injectAs(t.app, user, { method, url, ...(payload ? { payload } : {}) });
  const db = () => t.database.db;
  const grant = async (user: TestUser, role: string | null, camp: string | null = mealId) => {
    const res = await as(admin, "POST", "/api/make-staff", {
      userId: user.id,
      mealId: camp,
      ...(role ? { role } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** A walk-in with no account, registered, seen and signed by the doctor: Bengali-speaking unless told. */
  const signedVisit = async (person: object = {}) => {
    const phone = newPhone();
    const registered = await as(admin, "POST", `/api/meals/${mealId}/visits`, {
      person: { name: "Rahima Begum", sex: "female", birthYear: 1979, phone, language: "bn", ...person },
      consent,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const { visitId, personId } = registered.json() as RegisterVisitAnswer;
    const write = await as(doctor, "PUT", `/api/visits/${visitId}/sections/consultation`, {
      writeId: crypto.randomUUID(),
      data: { findings: "Raised pressure", diagnoses: [{ code: "I10" }], advice: "Less salt", plan: "Back in a month" },
    });
    expect(write.statusCode, write.body).toBe(200);
    expect((await as(doctor, "POST", `/api/visits/${visitId}/sign`)).statusCode).toBe(200);
    return { visitId, personId, phone };
  };
  const send = (visitId: string, user: TestUser | null = volunteer) =>
    as(user, "POST", `/api/visits/${visitId}/summary-link`);
  const verify = (visitId: string, code: string, user: TestUser = volunteer) =>
    as(user, "POST", `/api/visits/${visitId}/summary-link/verify`, { code });
  /** The visit's link texted to its verified number: the staff ask, the person tells them the code. */
  const linkFor = async (visit: { visitId: string; phone: string }) => {
    expect((await send(visit.visitId)).json()).toMatchObject({ status: "verify" });
    const sent = await verify(visit.visitId, await lastCodeTo(db(), visit.phone));
    expect(sent.statusCode, sent.body).toBe(200);
    return lastSummaryLinkTo(db(), visit.phone);
  };
  const askCode = (token: string) => as(null, "POST", `/api/summary-links/${token}/code`);
  const open = (token: string, code: string) => as(null, "POST", `/api/summary-links/${token}/open`, { code });
  const linkRow = async (visitId: string) =>
    (
      await queryRows<{ code_tries_left: number; phone_verified_at: Date | null; opened_at: Date | null }>(
        db(),
        sql`select code_tries_left, phone_verified_at, opened_at from summary_link where visit_id = ${visitId}`,
      )
    )[0];
  const summaryReads = (visitId: string) =>
    queryRows<{ reader_id: string | null; reader_role: string; what: string }>(
      db(),
      sql`select reader_id, reader_role, what from clinical_access where visit_id = ${visitId} and what = 'summary'`,
    );
  const audits = (action: string, visitId: string) =>
    queryRows<{ actor_id: string }>(
      db(),
      sql`select actor_id from audit_log where action = ${action} and after->>'visitId' = ${visitId}`,
    );

  beforeAll(async () => {
    gateway = await startSmsGateway();
    t = await createTestApp(
      {
        JOB_POLL_MS: "50",
        SMS_PROVIDER: "http",
        SMS_HTTP_URL: `${gateway.url}/api/send`,
        SMS_HTTP_METHOD: "POST",
        SMS_HTTP_BODY: "to={to}&text={text}&ref={id}",
        SMS_WEBHOOK_SECRET: SECRET,
      },
      { clock: time.clock },
    );
    [admin, desk, volunteer, doctor, checkInStaff, otherDoctor, camper] = await Promise.all([
      signUp(t.app, { role: "admin", name: "Ada Admin", db: t.database.db }),
      signUp(t.app, { name: "Dina Desk" }),
      signUp(t.app, { name: "Vic Volunteer" }),
      signUp(t.app, { name: "Dr Rahman" }),
      signUp(t.app, { name: "Cleo Check-in" }),
      signUp(t.app, { name: "Dr Other" }),
      signUp(t.app, { name: "Kamal Camper" }),
    ]);
    mealId = await insertCamp(db(), "Summary Link Camp");
    await grant(desk, "desk");
    await grant(volunteer, "volunteer");
    await grant(doctor, "doctor");
    await grant(checkInStaff, null);
    await grant(otherDoctor, "doctor", await insertCamp(db(), "Other Camp"));
  });
  afterEach(() => time.reset());
  afterAll(async () => {
    await t?.close();
    await gateway?.close();
  });

  describe("the token", () => {
    const key = summaryLinkKey(TEST_AUTH_SECRET);
    const visitId = "0b6f8f2e-3a4c-4d6e-9f10-1a2b3c4d5e6f";
    const expiresAt = new Date("2031-05-01T00:00:00Z");

    it("carries the visit and its expiry in 46 characters, signed with a key of its own", () => {
      const token = summaryLinkToken(key, visitId, expiresAt);
      expect(token).toHaveLength(46);
      expect(token).toMatch(/^[A-Za-z0-9_-]{22}\.[0-9a-z]+\.[A-Za-z0-9_-]{16}$/);
      expect(readSummaryLinkToken(key, token, new Date("2031-04-30T23:59:59Z"))).toEqual({
        ok: true,
        claim: { id: visitId, expiresAt },
      });
      expect(readSummaryLinkToken(key, token, expiresAt)).toEqual({ ok: false, reason: "expired" });
      // The referrals' key (another purpose label) signs nothing this reads, and the other way round.
      const referral = referralToken(referralTokenKey(TEST_AUTH_SECRET), { referralId: visitId, expiresAt });
      expect(readSummaryLinkToken(key, referral, new Date())).toEqual({ ok: false, reason: "invalid" });
      expect(readSummaryLinkToken(summaryLinkKey("another-secret-another-secret-0123"), token, new Date())).toEqual({
        ok: false,
        reason: "invalid",
      });
    });

    it("reads any altered character, a later expiry or a malformed token as invalid", () => {
      const token = summaryLinkToken(key, visitId, expiresAt);
      for (let i = 0; i < token.length; i++) {
        if (token[i] === ".") continue;
        const altered = `${token.slice(0, i)}${token[i] === "A" ? "B" : "A"}${token.slice(i + 1)}`;
        expect(readSummaryLinkToken(key, altered, new Date()), altered).toEqual({ ok: false, reason: "invalid" });
      }
      const [id, , mac] = token.split(".");
      const later = `${id}.${(Math.floor(expiresAt.getTime() / 1000) + 86_400).toString(36)}.${mac}`;
      for (const bad of [later, "", "a.b.c", `${token}.x`, token.replaceAll(".", "")]) {
        expect(readSummaryLinkToken(key, bad, new Date())).toEqual({ ok: false, reason: "invalid" });
      }
    });
  });

  it("texts every language's link within two segments (a BASE_URL of 40 characters), else the link alone", () => {
    const url = `https://camps.health-ministry.example.bd/s/${summaryLinkToken(summaryLinkKey("k"), crypto.randomUUID(), new Date())}`;
    expect(url.length).toBe(40 + 3 + 46);
    for (const locale of ["en", "bn", "ar", "es"]) {
      const text = messagesIn(locale).summaryLinks.text(url);
      expect(text).toContain(url);
      expect(countSegments(text).segments, locale).toBeLessThanOrEqual(SMS_LIMITS.maxSegments);
    }
    expect(countSegments(messagesIn("bn").summaryLinks.text(url)).encoding).toBe("ucs2");
  });

  it("lets the camp's station staff and admins ask, and refuses everyone else, an unsigned visit and a person with no phone", async () => {
    const visit = await signedVisit();
    for (const [user, code] of [
      [null, "UNAUTHORIZED"],
      [camper, "FORBIDDEN"],
      [checkInStaff, "FORBIDDEN"],
      [otherDoctor, "FORBIDDEN"],
    ] as const) {
      expect((await send(visit.visitId, user)).json()).toMatchObject({ code });
    }
    expect((await send(crypto.randomUUID())).json()).toMatchObject({ code: "VISIT_NOT_FOUND" });
    expect(await textsTo(db(), visit.phone)).toEqual([]);
    expect(await linkRow(visit.visitId)).toBeUndefined();

    const registered = await as(admin, "POST", `/api/meals/${mealId}/visits`, {
      person: { name: "Unsigned", sex: "male", ageYears: 30, phone: newPhone() },
      consent,
    });
    const unsigned = (registered.json() as RegisterVisitAnswer).visitId;
    expect((await send(unsigned, desk)).json()).toMatchObject({ code: "VISIT_NOT_SIGNED" });
    const noPhone = await signedVisit({ phone: undefined });
    const refused = await send(noPhone.visitId, desk);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: "PERSON_NO_PHONE", message: MESSAGES.summaryLinks.noPhone });
  });

  it("verifies a person's number with a code they tell the staff, then texts the link in their language, no account needed", async () => {
    const visit = await signedVisit();
    const first = await send(visit.visitId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    const asked = first.json() as SummaryLinkSend;
    expect(asked).toMatchObject({ status: "verify", phone: visit.phone, sentAt: null, linkExpiresAt: null });
    expect(asked.codeExpiresAt).not.toBeNull();
    // Nothing but the code went to the number, in Bengali, to nobody's account.
    const [code, ...rest] = await textsTo(db(), visit.phone);
    expect(rest).toEqual([]);
    expect(code).toMatchObject({ kind: "code", user_id: null });
    expect(code!.body).toBe(messagesIn("bn").sms.code(await lastCodeTo(db(), visit.phone)));
    expect(await audits("person.phone-code-sent", visit.visitId)).toEqual([{ actor_id: volunteer.id }]);
    // Pressing again at once is refused by the code's resend limit.
    expect((await send(visit.visitId)).json()).toMatchObject({ code: "PHONE_CODE_TOO_SOON" });

    // A wrong code spends a try (recorded), and sends nothing.
    const right = await lastCodeTo(db(), visit.phone);
    const wrong = right === "000000" ? "111111" : "000000";
    const refused = await verify(visit.visitId, wrong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "PHONE_CODE_WRONG", message: MESSAGES.sms.codeWrong(4) });
    expect((await linkRow(visit.visitId))?.code_tries_left).toBe(4);
    expect(await textsTo(db(), visit.phone, "summary-link")).toEqual([]);

    // The right one: the number is the person's and the link goes, in Bengali, short and with nothing clinical.
    const sent = await verify(visit.visitId, right);
    expect(sent.statusCode, sent.body).toBe(200);
    const answer = sent.json() as SummaryLinkSend;
    expect(answer).toMatchObject({ status: "sent", phone: visit.phone, codeExpiresAt: null });
    expect(new Date(answer.linkExpiresAt!).getTime() - new Date(answer.sentAt!).getTime()).toBe(30 * DAY_MS);
    const [link] = await textsTo(db(), visit.phone, "summary-link");
    const token = await lastSummaryLinkTo(db(), visit.phone);
    expect(link).toMatchObject({
      user_id: null,
      body: messagesIn("bn").summaryLinks.text(`${TEST_BASE_URL}/s/${token}`),
    });
    expect(countSegments(link!.body)).toMatchObject({ encoding: "ucs2", segments: 2 });
    for (const clinical of ["I10", "pressure", "salt", "Rahima"]) expect(link!.body).not.toContain(clinical);
    expect((await linkRow(visit.visitId))?.phone_verified_at).not.toBeNull();
    expect(await audits("person.summary-link-sent", visit.visitId)).toEqual([{ actor_id: volunteer.id }]);
    // The gateway (a real HTTP server here) got the link's text.
    await waitFor(() => gateway.received.some((r) => r.form.text === link!.body));

    // Again within a minute: nothing more is sent; after it, the link goes again with no code (the number is known).
    expect((await send(visit.visitId)).json()).toMatchObject({ status: "sent", sentAt: answer.sentAt });
    expect(await textsTo(db(), visit.phone, "summary-link")).toHaveLength(1);
    time.forward(SMS_LIMITS.resendSeconds * 1000);
    expect((await send(visit.visitId, desk)).json()).toMatchObject({ status: "sent" });
    expect(await textsTo(db(), visit.phone, "summary-link")).toHaveLength(2);
    expect(await textsTo(db(), visit.phone, "code")).toHaveLength(1);

    // The person's next visit with the same number: verified already, the link goes at once.
    const next = await as(admin, "POST", `/api/meals/${mealId}/visits`, { personId: visit.personId, consent });
    const nextVisit = (next.json() as RegisterVisitAnswer).visitId;
    await as(doctor, "PUT", `/api/visits/${nextVisit}/sections/consultation`, {
      writeId: crypto.randomUUID(),
      data: { advice: "Walk daily" },
    });
    await as(doctor, "POST", `/api/visits/${nextVisit}/sign`);
    expect((await send(nextVisit, doctor)).json()).toMatchObject({ status: "sent" });
  });

  it("opens the summary, that visit's only and in the person's language, with a fresh code texted to the number; every read logged", async () => {
    const visit = await signedVisit();
    const token = await linkFor(visit);
    const state = await as(null, "GET", `/api/summary-links/${token}`);
    expect(state.statusCode, state.body).toBe(200);
    expect(state.headers["cache-control"]).toBe("no-store");
    expect(state.json()).toEqual({
      linkExpiresAt: expect.any(String),
      codeExpiresAt: null,
      resendAfter: null,
    } satisfies SummaryLinkState);
    // No code was asked for: nothing opens it (the staff's code, used up, never does).
    expect((await open(token, "123456")).json()).toMatchObject({ code: "PHONE_CODE_NONE" });

    const asked = await askCode(token);
    expect(asked.statusCode, asked.body).toBe(200);
    expect((asked.json() as SummaryLinkState).codeExpiresAt).not.toBeNull();
    expect((await askCode(token)).json()).toMatchObject({ code: "PHONE_CODE_TOO_SOON" });
    const code = await lastCodeTo(db(), visit.phone);
    const [text] = await textsTo(db(), visit.phone, "code");
    expect(text).toMatchObject({ user_id: null, body: messagesIn("bn").sms.code(code) });
    expect(await summaryReads(visit.visitId)).toEqual([]);

    const opened = await open(token, code);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers["cache-control"]).toBe("no-store");
    const summary = opened.json() as VisitSummary;
    expect(summary).toMatchObject({
      visitId: visit.visitId,
      locale: "bn",
      person: { name: "Rahima Begum" },
      advice: "Less salt",
      nextStep: "Back in a month",
      signedBy: "Dr Rahman",
    });
    expect(summary.diagnoses[0]).toMatchObject({ code: "I10" });
    expect(await summaryReads(visit.visitId)).toEqual([
      { reader_id: null, reader_role: "summary-link", what: "summary" },
    ]);
    expect((await linkRow(visit.visitId))?.opened_at).not.toBeNull();
    // The code is used up; a new one may be asked for at once.
    expect((await open(token, code)).json()).toMatchObject({ code: "PHONE_CODE_NONE" });
    expect((await askCode(token)).statusCode).toBe(200);
    expect(await summaryReads(visit.visitId)).toHaveLength(1);
  });

  it("spends a code after five wrong tries, lets it expire, and limits codes to five an hour per link", async () => {
    const visit = await signedVisit();
    const token = await linkFor(visit);
    await askCode(token);
    const right = await lastCodeTo(db(), visit.phone);
    const wrong = right === "999999" ? "888888" : "999999";
    for (let left = 4; left >= 0; left--) {
      expect((await open(token, wrong)).json()).toMatchObject({ code: "PHONE_CODE_WRONG" });
      expect((await linkRow(visit.visitId))?.code_tries_left).toBe(left);
    }
    expect((await open(token, right)).json()).toMatchObject({ code: "PHONE_CODE_NONE" });

    time.forward(SMS_LIMITS.resendSeconds * 1000);
    await askCode(token);
    time.forward(SMS_LIMITS.codeMinutes * MINUTE);
    expect((await open(token, await lastCodeTo(db(), visit.phone))).json()).toMatchObject({
      code: "PHONE_CODE_EXPIRED",
    });
    // Five codes this hour for this link (the staff's included): the sixth waits for the hour to pass.
    for (let n = 4; n <= SMS_LIMITS.codesPerHour; n++) {
      time.forward(SMS_LIMITS.resendSeconds * 1000);
      expect((await askCode(token)).statusCode).toBe(200);
    }
    time.forward(SMS_LIMITS.resendSeconds * 1000);
    expect((await askCode(token)).json()).toMatchObject({ code: "PHONE_CODES_EXHAUSTED" });
    expect(await summaryReads(visit.visitId)).toEqual([]);
  });

  it("refuses an altered or expired link with a clear 4xx, telling nothing and texting nothing", async () => {
    const visit = await signedVisit();
    const token = await linkFor(visit);
    const texts = (await textsTo(db(), visit.phone)).length;
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const other = summaryLinkToken(
      summaryLinkKey(TEST_AUTH_SECRET),
      crypto.randomUUID(),
      new Date(Date.now() + DAY_MS),
    );
    for (const bad of [altered, "not-a-token", other]) {
      for (const res of [
        await as(null, "GET", `/api/summary-links/${bad}`),
        await askCode(bad),
        await open(bad, "123456"),
      ]) {
        expect(res.headers["cache-control"]).toBe("no-store");
        expect(res.json().code).toMatch(bad === other ? /^SUMMARY_LINK_EXPIRED$/ : /^SUMMARY_LINK_INVALID$/);
      }
    }
    const invalid = await as(null, "GET", `/api/summary-links/${altered}`);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ code: "SUMMARY_LINK_INVALID", message: MESSAGES.summaryLinks.tokenInvalid });

    time.forward(30 * DAY_MS + MINUTE);
    const expired = await askCode(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ code: "SUMMARY_LINK_EXPIRED", message: MESSAGES.summaryLinks.tokenExpired });
    expect(await textsTo(db(), visit.phone)).toHaveLength(texts);
    expect(await summaryReads(visit.visitId)).toEqual([]);
  });

  it("honours STOP: no code, link or summary link text goes to a number that answered it", async () => {
    const visit = await signedVisit({ language: "en" });
    const token = await linkFor(visit);
    const inbound = (text: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/sms/inbound",
        headers: { "x-sms-secret": SECRET },
        payload: { from: visit.phone, text },
      });
    expect((await inbound("STOP")).json()).toEqual({ recorded: true });
    const texts = (await textsTo(db(), visit.phone)).length;
    expect((await askCode(token)).json()).toMatchObject({ code: "PHONE_OPTED_OUT" });
    time.forward(SMS_LIMITS.resendSeconds * 1000);
    expect((await send(visit.visitId)).json()).toMatchObject({ code: "PHONE_OPTED_OUT" });
    const fresh = await signedVisit({ language: "en" });
    await inbound("START");
    await t.app.inject({
      method: "POST",
      url: "/api/sms/inbound",
      headers: { "x-sms-secret": SECRET },
      payload: { from: fresh.phone, text: "stop" },
    });
    expect((await send(fresh.visitId)).json()).toMatchObject({ code: "PHONE_OPTED_OUT" });
    expect(await textsTo(db(), fresh.phone)).toEqual([]);
    expect(await textsTo(db(), visit.phone)).toHaveLength(texts);
    // START: the number may be texted again.
    expect((await askCode(token)).statusCode).toBe(200);
  });

  it("opens nothing once the clinical retention deleted the visit's summary: the link reads as expired", async () => {
    const visit = await signedVisit();
    const token = await linkFor(visit);
    await askCode(token);
    await createClinicalRetentionSweep(db(), { now: () => new Date(Date.now() + 3650 * DAY_MS) }, 1)();
    expect(await linkRow(visit.visitId)).toBeUndefined();
    const res = await open(token, await lastCodeTo(db(), visit.phone));
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: "SUMMARY_LINK_EXPIRED" });
    expect(await summaryReads(visit.visitId)).toEqual([]);
  });
});
