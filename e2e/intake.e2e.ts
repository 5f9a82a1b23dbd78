import { type IntakeAnswers, type IntakeQuestion, MESSAGES } from "@medcamp/contract";
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { buyPackageInBrowser, signUpInBrowser } from "./harness/accounts.ts";
import { addCampByApi, asAdmin, rows, toast, uniqueTitle } from "./harness/admin.ts";
import { setupBrowser } from "./harness/browser.ts";
import { horizontalOverflow } from "./harness/overflow.ts";

// Issue 21's browser journey: an admin gives a camp questions; a camper on a phone answers them when joining (and is
// told what is missing first), changes an answer in My Camp Requests; the admin reads the answers in Serve Camp.
const ui = setupBrowser();
const PHONE = { width: 390, height: 844 };
const TEXT = MESSAGES.intake;
const CONTACT = "Emergency contact";
const SIZE = "T-shirt size";
const CONSENT = "I consent to the use of my health information";

/** Fills the editor's question `n` (1-based). */
async function writeQuestion(
  dialog: Locator,
  n: number,
  q: { label: string; kind?: string; options?: string; required?: boolean; health?: boolean },
) {
  const row = dialog.getByRole("group", { name: TEXT.questionNumber(n) });
  await row.getByLabel(TEXT.questionLabel, { exact: true }).fill(q.label);
  if (q.kind) await row.getByLabel(TEXT.kindLabel).selectOption({ label: q.kind });
  if (q.options) await row.getByLabel(TEXT.optionsLabel).fill(q.options);
  if (q.required) await row.getByRole("checkbox", { name: TEXT.requiredLabel }).check();
  if (q.health) await row.getByRole("checkbox", { name: TEXT.healthLabel }).check();
}

const answersOf = async (page: Page, requestId: string) =>
  ((await (await page.request.get(`/api/meal-requests/${requestId}/answers`)).json()) as IntakeAnswers).answers;

describe("intake questions in the browser (issue 21)", () => {
  test("an admin asks, a camper answers when joining and changes an answer, the admin reads them", async () => {
    const admin = await asAdmin(ui);
    const camp = await addCampByApi(admin, ui.baseURL, uniqueTitle("E2E Intake Camp"));

    // The admin writes three questions in the camp's Questions dialog.
    await admin.goto("/admin/all-meal");
    await rows(admin)
      .filter({ hasText: camp.title })
      .getByRole("button", { name: TEXT.questionsFor(camp.title) })
      .click();
    const editor = admin.getByRole("dialog", { name: TEXT.questionsFor(camp.title) });
    await editor.getByText(TEXT.noQuestions).waitFor();
    for (let n = 1; n <= 3; n++) await editor.getByRole("button", { name: TEXT.addQuestion }).click();
    await writeQuestion(editor, 1, { label: CONTACT, required: true });
    await writeQuestion(editor, 2, { label: SIZE, kind: TEXT.kinds.one_choice, options: "S\nM\nL", required: true });
    await writeQuestion(editor, 3, { label: CONSENT, kind: TEXT.kinds.consent, required: true, health: true });
    await editor.getByRole("button", { name: TEXT.saveQuestions }).click();
    await toast(admin, TEXT.questionsSaved).waitFor();
    const listed = await admin.request.get(`/api/meals/${camp.id}/questions`);
    const { questions } = (await listed.json()) as { questions: IntakeQuestion[] };
    expect(questions.map((q) => [q.kind, q.label, q.required, q.health, q.options])).toEqual([
      ["short_text", CONTACT, true, false, []],
      ["one_choice", SIZE, true, false, ["S", "M", "L"]],
      ["consent", CONSENT, true, true, []],
    ]);

    // A camper with a package, on a phone, opens the camp and clicks Join Camp: the questions open.
    const camper = await ui.newPage();
    await camper.setViewportSize(PHONE);
    const { email } = await signUpInBrowser(camper, ui.baseURL, "Intake Camper");
    await buyPackageInBrowser(camper, ui.baseURL, 10);
    // The server asks for the answers too: a join without them is refused, naming the question.
    const bare = await camper.request.post("/api/meal/request", {
      data: { mealId: camp.id },
      headers: { origin: ui.baseURL },
    });
    expect(bare.status()).toBe(400);
    expect(await bare.json()).toMatchObject({ code: "INTAKE_ANSWER_REQUIRED", message: TEXT.answerRequired(CONTACT) });

    await camper.goto(`/meal/${camp.id}`);
    await camper.getByRole("main").getByRole("button", { name: MESSAGES.schedule.joinCamp }).click();
    const join = camper.getByRole("dialog", { name: TEXT.joinTitle(camp.title) });
    await join.getByRole("radio", { name: "M" }).check();
    await join.getByRole("checkbox", { name: new RegExp(`^${CONSENT}`) }).check();
    await join.getByRole("button", { name: MESSAGES.schedule.joinCamp }).click();
    // Refused for the missing answer: said under the question, which gets the focus; the rest stays as given.
    await join.getByText(TEXT.answerRequired(CONTACT)).waitFor();
    const contact = join.getByRole("textbox", { name: new RegExp(`^${CONTACT}`) });
    await expect.poll(() => contact.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await join.getByRole("radio", { name: "M" }).isChecked()).toBe(true);
    expect(await join.getByRole("checkbox", { name: new RegExp(`^${CONSENT}`) }).isChecked()).toBe(true);
    expect(await horizontalOverflow(camper)).toEqual([]);
    await contact.fill("Ana 555");
    await join.getByRole("button", { name: MESSAGES.schedule.joinCamp }).click();
    await toast(camper, MESSAGES.success.mealRequested).waitFor();
    await camper.getByRole("main").getByRole("button", { name: MESSAGES.schedule.requested }).waitFor();

    // My Camp Requests: the camper sees the answers and changes one.
    await camper.goto("/user/meals");
    await rows(camper)
      .filter({ hasText: camp.title })
      .getByRole("button", { name: TEXT.answersTitle(camp.title) })
      .click();
    const mine = camper.getByRole("dialog", { name: TEXT.answersTitle(camp.title) });
    const myContact = mine.getByRole("textbox", { name: new RegExp(`^${CONTACT}`) });
    await expect.poll(() => myContact.inputValue()).toBe("Ana 555");
    expect(await mine.getByRole("radio", { name: "M" }).isChecked()).toBe(true);
    await mine.getByRole("radio", { name: "L" }).check();
    await mine.getByRole("button", { name: TEXT.saveAnswers }).click();
    await toast(camper, TEXT.answersSaved).waitFor();

    // The admin finds the request in Serve Camp and reads the answers as changed.
    await admin.goto(`/admin/serve-meal?email=${encodeURIComponent(email)}`);
    const row = rows(admin).filter({ hasText: camp.title });
    const who = `${email} · ${camp.title}`;
    await row.getByRole("button", { name: TEXT.answersFor(who) }).click();
    const read = admin.getByRole("dialog", { name: TEXT.answersFor(who) });
    await read.getByRole("definition").first().waitFor();
    expect(await read.getByRole("term").allInnerTexts()).toEqual([
      CONTACT,
      SIZE,
      expect.stringMatching(new RegExp(`^${CONSENT}\\s+${TEXT.healthBadge}$`)),
    ]);
    expect(await read.getByRole("definition").allInnerTexts()).toEqual(["Ana 555", "L", TEXT.yes]);
    const requests = await admin.request.get(`/api/meal-requests?email=${encodeURIComponent(email)}`);
    const [request] = ((await requests.json()) as { mealRequests: Array<{ _id: string }> }).mealRequests;
    expect((await answersOf(admin, request!._id)).map((a) => a.value)).toEqual(["Ana 555", "L", true]);
  });
});
