import { findDiagnosis, type RegisterVisitAnswer } from "@medcamp/contract";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, camps, visits } from "../../db/schema/index.ts";
import { pdfText, squeezed } from "../../test/pdf-text.ts";
import { type PharmacyCamp, pharmacyCamp } from "../../test/pharmacy-camp.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { signUp, type TestUser } from "../../test/test-users.ts";

const PEOPLE = 6;
/**
 * Every one has a raised blood pressure; this many already knew of it: a count under 5, printed "<5", and so "new"
 * (raised − known) is withheld too, as the CSV hides it.
 */
const KNOWN = 1;
/** This many visits left through exit: under 5, so their median and 90th percentile minutes are withheld. */
const EXITED = 2;
const FINDINGS = "Findings that never leave sealed";
/** A 3-day camp from 09:00 on 12 March in Dhaka: its days are the 12th to the 14th; `ends_at` is on the 15th. */
const START = new Date("2026-03-12T03:00:00Z");
const END = new Date("2026-03-15T03:00:00Z");
const DAYS = { first: "2026-03-12", last: "2026-03-14", after: "2026-03-15" };
const ZONE = "Asia/Dhaka";
const PLACE = { venue: "Mirpur Community Hall", address: "Road 10, Section 2", city: "Dhaka", country: "BD" };
const ORGANISER = "Rahima Organiser";

/** Issue 41 item 2: the camp report as a PDF for funders, in its organiser's language. */
describe("GET /api/meals/{id}/report.pdf", () => {
  let t: TestApp;
  let c: PharmacyCamp;
  let organiser: TestUser;
  let campTitle: string;

  const ok = async (res: { statusCode: number; body: string }, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res;
  };
  async function download(user: TestUser, query = "", campId = c.mealId) {
    const res = await c.as(user, "GET", `/api/meals/${campId}/report.pdf${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="camp-report-${campId}.pdf"`);
    expect(res.headers["cache-control"]).toBe("no-store");
    return { language: res.headers["content-language"], ...(await pdfText(res.rawPayload)) };
  }
  const write = (user: TestUser, visitId: string, station: string, data: object) =>
    c.as(user, "PUT", `/api/visits/${visitId}/sections/${station}`, { writeId: crypto.randomUUID(), data });

  beforeAll(async () => {
    t = await createTestApp();
    c = await pharmacyCamp(t);
    // The organiser: the admin who added the camp, who reads Bengali.
    organiser = await signUp(t.app, { role: "admin", name: ORGANISER, db: t.database.db });
    await ok(await c.as(organiser, "PUT", "/api/me/locale", { locale: "bn" }));
    const [camp] = await t.database.db
      .update(camps)
      .set({
        addedBy: organiser.id,
        distributorName: ORGANISER,
        startsAt: START,
        endsAt: END,
        startDate: DAYS.first,
        timezone: ZONE,
        ...PLACE,
      })
      .where(eq(camps.id, c.mealId))
      .returning({ title: camps.title });
    campTitle = camp!.title;
    const visitIds: string[] = [];
    for (let i = 0; i < PEOPLE; i++) {
      const registered = await c.as(c.desk, "POST", `/api/meals/${c.mealId}/visits`, {
        person: { name: `Secret Person ${i}`, sex: "female", ageYears: 40, phone: `+88017120000${10 + i}` },
        consent: { care: true, followUp: true, keep: false },
      });
      await ok(registered, 201);
      const { visitId } = registered.json() as RegisterVisitAnswer;
      visitIds.push(visitId);
      await ok(await write(c.nurse, visitId, "vitals", { systolic: 150, diastolic: 95 }));
      const consultation = {
        findings: FINDINGS,
        diagnoses: [{ code: "I10" }],
        ...(i < KNOWN ? { knownConditions: ["hypertension"] } : {}),
      };
      await ok(await write(c.doctor, visitId, "consultation", consultation));
      await ok(await c.as(c.doctor, "POST", `/api/visits/${visitId}/sign`));
    }
    // Visits that left 20 minutes after they arrived (the exit's time, as the clinic's last move sets it).
    const exiting = await t.database.db
      .select({ id: visits.id, arrivedAt: visits.arrivedAt })
      .from(visits)
      .where(inArray(visits.id, visitIds.slice(0, EXITED)));
    for (const v of exiting) {
      await t.database.db
        .update(visits)
        .set({ exitedAt: new Date(v.arrivedAt.getTime() + 20 * 60_000) })
        .where(eq(visits.id, v.id));
    }
  }, 60_000);
  afterAll(() => t.close());

  it("opens, and holds the camp's name, dates, place, organiser and figures, a count under 5 as <5", async () => {
    const pdf = await download(c.admin, "?lang=en");
    expect(pdf.language).toBe("en");
    expect(pdf.pages).toBeGreaterThanOrEqual(1);
    expect(pdf.info.Title).toBe(`Camp report · ${campTitle}`);
    const dates = new Intl.DateTimeFormat("en", { numberingSystem: "latn", dateStyle: "long", timeZone: "UTC" });
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    // The camp's last day, not the day after it (`ends_at`).
    expect(pdf.squeezed).not.toContain(squeezed(dates.formatRange(day(DAYS.first), day(DAYS.after))));
    for (const expected of [
      "Camp report",
      campTitle,
      dates.formatRange(day(DAYS.first), day(DAYS.last)),
      `${PLACE.venue}, ${PLACE.address}, ${PLACE.city}, Bangladesh`,
      ORGANISER,
      "People registered",
      "Blood pressure",
      "I10",
      findDiagnosis("I10")!.names.en,
    ]) {
      expect(pdf.squeezed, expected).toContain(squeezed(expected));
    }
    // People and visits 6 each; blood pressure screened 6, raised 6, of them 1 known (<5) and so new withheld.
    expect(pdf.squeezed).toContain(squeezed(`People ${PEOPLE}`));
    expect(pdf.squeezed).toContain(squeezed(`Blood pressure ${PEOPLE} ${PEOPLE} <5 Withheld`));
  });

  it("shows every figure as the CSV does: the cells the CSV hides are withheld, its <5 are <5", async () => {
    const pdf = await download(c.admin, "?lang=en");
    const csv = await c.as(c.admin, "GET", `/api/meals/${c.mealId}/report.csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    const shown = new Map(
      csv.body
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n")
        .slice(1)
        .map((line) => line.split(","))
        .map(([section, figure, breakdown, value]) => [[section, figure, breakdown].join("."), value]),
    );
    expect(shown.get("bloodPressure.known.")).toBe("<5");
    expect(shown.get("bloodPressure.new.")).toBe("suppressed");
    expect(shown.get("doorToExit.exited.")).toBe("<5");
    expect(shown.get("doorToExit.medianMinutes.")).toBe("suppressed");
    expect(shown.get("doorToExit.p90Minutes.")).toBe("suppressed");
    for (const expected of [
      "Visits that left through exit <5",
      "Median, in minutes Withheld",
      "90th percentile, in minutes Withheld",
    ]) {
      expect(pdf.squeezed, expected).toContain(squeezed(expected));
    }
    // As many hidden cells of each kind (the privacy note's own "<5" aside): the PDF prints each figure once.
    const hidden = (value: string) => [...shown.values()].filter((v) => v === value).length;
    const occurrences = (text: string, word: string) => text.split(word).length - 1;
    expect(occurrences(pdf.squeezed, "Withheld")).toBe(hidden("suppressed"));
    expect(occurrences(pdf.squeezed, "<5") - 1).toBe(hidden("<5"));
  });

  it("writes each download in the audit log, as the CSV's", async () => {
    await download(c.doctor, "?lang=es");
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "export.downloaded"), eq(auditLog.targetId, "camp-report.pdf")));
    expect(entries).toContainEqual(
      expect.objectContaining({
        actorId: c.doctor.id,
        targetType: "export",
        campId: c.mealId,
        after: { mealId: c.mealId },
      }),
    );
  });

  it("prints no name, phone or note of anyone seen", async () => {
    for (const lang of ["en", "bn", "ar", "es"]) {
      const { text, squeezed: all } = await download(c.admin, `?lang=${lang}`);
      for (const secret of ["Secret Person", "+880", "01712", FINDINGS]) {
        expect(all, `${lang}: ${secret}`).not.toContain(squeezed(secret));
      }
      expect(text, lang).not.toContain(c.desk.name);
    }
  });

  it("is in the organiser's language by default: Bengali headings for a Bengali-speaking organiser", async () => {
    const pdf = await download(c.doctor);
    expect(pdf.language).toBe("bn");
    // Headings' words whose glyphs stand on the page in the order their letters are typed: "ক্যাম্প" (camp),
    // "মানুষ" (people), "অধ্যায়" (chapter), "ওষুধ" (medicines). PDF text is read back in the order it is drawn:
    // a vowel sign written before its consonant (the ি of প্রতিবেদন) comes back before it, and a conjunct drawn
    // as one glyph (ক্ত) may come back without its last letter, so words with those are not looked for.
    for (const word of ["ক্যাম্প", "মানুষ", "অধ্যায়", "ওষুধ"]) expect(pdf.squeezed, word).toContain(squeezed(word));
    expect(pdf.squeezed).toContain(squeezed(campTitle));
    expect(pdf.squeezed).toContain(squeezed(ORGANISER));
    expect(pdf.squeezed).toContain("<5");
    expect(pdf.text).not.toContain("People registered");
  });

  it("is in the reader's saved language when the camp records no organiser's, and in `lang` when asked", async () => {
    // The other camp was added by no one: the admin's own saved language (Spanish) is used.
    await ok(await c.as(c.admin, "PUT", "/api/me/locale", { locale: "es" }));
    const spanish = await download(c.admin, "", c.otherCamp);
    expect(spanish.language).toBe("es");
    expect(spanish.squeezed).toContain(squeezed("Informe del campamento"));
    const arabic = await download(c.admin, "?lang=ar");
    expect(arabic.language).toBe("ar");
    expect(arabic.squeezed).toContain(squeezed(campTitle));
    expect(arabic.squeezed).toContain("<5");
  });

  it("is refused to those the report is refused to", async () => {
    for (const [user, status, code] of [
      [c.desk, 403, "STATION_ROLE_REQUIRED"],
      [c.nurse, 403, "STATION_ROLE_REQUIRED"],
      [c.camper, 403, "FORBIDDEN"],
    ] as const) {
      const res = await c.as(user, "GET", `/api/meals/${c.mealId}/report.pdf`);
      expect([res.statusCode, res.json().code], user.name).toEqual([status, code]);
    }
    expect((await c.as(null, "GET", `/api/meals/${c.mealId}/report.pdf`)).statusCode).toBe(401);
    const missing = await c.as(c.admin, "GET", `/api/meals/${crypto.randomUUID()}/report.pdf`);
    expect([missing.statusCode, missing.json().code]).toEqual([404, "CAMP_NOT_FOUND"]);
    expect((await c.as(c.admin, "GET", `/api/meals/${c.mealId}/report.pdf?lang=fr`)).statusCode).toBe(400);
  });
});
