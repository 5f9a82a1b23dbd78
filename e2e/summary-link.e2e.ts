import { MESSAGES, type OutboxPage, SMS_LIMITS } from "@medcamp/contract";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import bn from "../packages/contract/locales/bn.json";
import { addCampByApi, asAdmin, uniqueTitle } from "./harness/admin.ts";
import { seriousViolations } from "./harness/axe.ts";
import { setupBrowser } from "./harness/browser.ts";
import { CLINIC_PHONE, stationPhone } from "./harness/clinic.ts";
import { horizontalOverflow } from "./harness/overflow.ts";
import { WAIT_MS } from "./harness/wait.ts";

// Issue 40 item 4 in browsers against the real server: the exit volunteer texts a signed visit's summary to a person
// with no account (checking the number with the code the person reads out), a fresh browser with no account opens
// the link, asks for the code, and reads the summary in the person's language; an altered link is refused. Codes and
// links are read where the built-in outbox keeps the texts (the admin's outbox), as the person's phone would show
// them. Every page is a phone's width, where nothing may stick out sideways.
const ui = setupBrowser();
const POLL = { timeout: WAIT_MS + 5_000 };
const L = MESSAGES.clinicSummaryLink;
const origin = () => ({ origin: ui.baseURL });

type Text = NonNullable<OutboxPage["texts"]>[number];

/** The newest text of `kind` to `to` that the built-in outbox kept (a code's digits show once it is kept there). */
async function keptText(admin: Page, to: string, kind: string, after = 0): Promise<Text> {
  let found: Text | undefined;
  await expect
    .poll(async () => {
      const res = await admin.request.get("/api/admin/outbox?limit=50");
      const { texts } = (await res.json()) as OutboxPage;
      const mine = (texts ?? []).filter((t) => t.to === to && t.kind === kind && t.state === "outbox");
      found = mine.length > after ? mine[0] : undefined;
      return found !== undefined;
    }, POLL)
    .toBe(true);
  return found!;
}
const codeIn = (text: Text) => /\d{6}/.exec(text.text)![0];

describe("the visit summary texted as a link (issue 40)", () => {
  test(
    "the exit texts the link after checking the number, a fresh browser opens it with a texted code, an altered link is refused",
    { timeout: 240_000 },
    async () => {
      const admin = await asAdmin(ui);
      const camp = await addCampByApi(admin, ui.baseURL, uniqueTitle("E2E Summary Link Camp"));
      const [doctor, volunteer] = [
        await stationPhone(ui, admin, camp.id, "doctor"),
        await stationPhone(ui, admin, camp.id, "volunteer"),
      ];
      const phone = `+88017${String(10_000_000 + Math.floor(Math.random() * 89_999_999)).slice(0, 8)}`;
      const name = uniqueTitle("Rahima");
      const registered = await admin.request.post(`/api/meals/${camp.id}/visits`, {
        data: {
          person: { name, sex: "female", ageYears: 46, phone, language: "bn" },
          consent: { care: true, followUp: true, keep: false },
        },
        headers: origin(),
      });
      expect(registered.status(), await registered.text()).toBe(201);
      const { visitId } = (await registered.json()) as { visitId: string };
      const consulted = await doctor.request.put(`/api/visits/${visitId}/sections/consultation`, {
        data: { writeId: crypto.randomUUID(), data: { diagnoses: [{ code: "I10" }], advice: "Less salt" } },
        headers: origin(),
      });
      expect(consulted.status(), await consulted.text()).toBe(200);
      const signed = await doctor.request.post(`/api/visits/${visitId}/sign`, { headers: origin() });
      expect(signed.status(), await signed.text()).toBe(200);

      // The exit: the volunteer asks; the number is new, so a code goes to it first, which the person reads out.
      await volunteer.goto(`/admin/clinic/${camp.id}?station=exit&visit=${visitId}`);
      const panel = volunteer.getByRole("region", { name: L.heading });
      await panel.getByRole("button", { name: L.send }).click(POLL);
      await panel.getByText(L.verifyIntro(phone)).waitFor(POLL);
      const check = await keptText(admin, phone, "code");
      await panel.getByLabel(L.code, { exact: true }).fill(codeIn(check));
      await panel.getByRole("button", { name: L.confirmAndSend }).click();
      await panel.getByText(/^The link was texted to/).waitFor(POLL);
      expect(await horizontalOverflow(volunteer)).toEqual([]);
      expect(await seriousViolations(volunteer, "exit with the summary link", { within: "section" })).toEqual([]);

      // The link, in Bengali, as the person's phone receives it.
      const link = await keptText(admin, phone, "summary-link");
      expect(link.encoding).toBe("ucs2");
      expect(link.segments).toBeLessThanOrEqual(2);
      expect(link.text).not.toContain("I10");
      const path = new URL(/https?:\/\/\S+\/s\/\S+/.exec(link.text)![0]).pathname;

      // A fresh browser with no account opens it and asks for the code.
      const person = await ui.newPage({ viewport: CLINIC_PHONE });
      await person.goto(path);
      await person.getByText(L.pageIntro).waitFor(POLL);
      expect(await person.getByText(name).count()).toBe(0);
      expect(await seriousViolations(person, "summary link page")).toEqual([]);
      await person.getByRole("button", { name: L.sendCode }).click();
      await person.getByText(L.codeSent(SMS_LIMITS.codeMinutes)).waitFor(POLL);
      const openCode = await keptText(admin, phone, "code", 1);
      await person.getByLabel(L.codeLabel, { exact: true }).fill(codeIn(openCode));
      await person.getByRole("button", { name: L.open }).click();
      const summary = person.locator("article[data-visit-summary]");
      await summary.getByRole("heading", { level: 1, name: bn["clinicSummary.title"] }).waitFor(POLL);
      expect(await summary.getAttribute("lang")).toBe("bn");
      expect(await summary.innerText()).toContain(name);
      expect(await summary.innerText()).toContain("Less salt");
      expect(await horizontalOverflow(person)).toEqual([]);
      expect(await seriousViolations(person, "summary opened by its link")).toEqual([]);

      // The read is in the person's access log, as the summary link's.
      const log = await admin.request.get(`/api/people/${(await registered.json()).personId}/access-log`);
      const { entries } = (await log.json()) as { entries: { reader: { role: string }; what: string }[] };
      expect(entries.filter((e) => e.reader.role === "summary-link" && e.what === "summary")).toHaveLength(1);

      // An altered link is refused and shows nothing.
      const stranger = await ui.newPage({ viewport: CLINIC_PHONE });
      await stranger.goto(`${path.slice(0, -2)}${path.endsWith("AA") ? "BB" : "AA"}`);
      await stranger.getByRole("heading", { name: L.invalidTitle }).waitFor(POLL);
      expect(await stranger.getByRole("button", { name: L.sendCode }).count()).toBe(0);
      expect(await stranger.getByText(name).count()).toBe(0);
    },
  );
});
