import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES as ENGLISH } from "@medcamp/contract";
import es from "../../../../packages/contract/locales/es.json";
import { loadCatalogParts, loadLocale, setBrowserLocale } from "./active-locale";
import { localizedEnglish, localizedServerText } from "./server-text";

beforeAll(async () => {
  await loadLocale("es");
});
afterEach(() => setBrowserLocale("en"));

describe("server texts in the reader's language (issue 24)", () => {
  it("leaves English as the server wrote it", () => {
    expect(localizedEnglish(ENGLISH.campNotices.confirmedBody("Eye Camp"))).toBe(
      "An organiser confirmed your seat at Eye Camp.",
    );
  });

  it("reads a stored notification back through the catalogue, with its values", () => {
    setBrowserLocale("es");
    expect(localizedEnglish(ENGLISH.campNotices.confirmedTitle)).toBe(es["campNotices.confirmedTitle"]);
    expect(localizedEnglish(ENGLISH.campNotices.confirmedBody("Eye Camp: Dhaka"))).toBe(
      es["campNotices.confirmedBody"]!.replace("{camp}", "Eye Camp: Dhaka"),
    );
    expect(localizedEnglish(ENGLISH.campNotices.waitlistedTitle(4))).toBe(
      es["campNotices.waitlistedTitle"]!.replace(/\{position(, number)?\}/, "4"),
    );
    expect(localizedEnglish("Something only the server says")).toBe("Something only the server says");
  });

  it("shows a refusal from its code, and a validation detail from its English", () => {
    setBrowserLocale("es");
    expect(localizedServerText("CAMP_NOT_FOUND", "Camp not found")).toBe(es["camps.campNotFound"]);
    expect(localizedServerText("VALIDATION_ERROR", ENGLISH.auth.emailRequired)).toBe(es["auth.emailRequired"]);
  });

  it("reads back each missing item a refused referral names, with the clinic's part its refusals travel in (issue 40)", async () => {
    setBrowserLocale("es");
    await loadCatalogParts("clinic");
    const { essentials } = ENGLISH.referrals;
    const items = [essentials.vitals, essentials.dueOn, "something new"].join(", ");
    expect(localizedServerText("REFERRAL_INCOMPLETE", ENGLISH.referrals.incomplete(items))).toBe(
      es["referrals.incomplete"]!.replace(
        "{items}",
        [es["referrals.essentials.vitals"], es["referrals.essentials.dueOn"], "something new"].join(", "),
      ),
    );
  });
});

describe("a form field's error from a shared schema (issue 24)", () => {
  it("is shown in the reader's language", async () => {
    const { render, screen } = await import("@testing-library/react");
    const { FormField } = await import("../components/form/form-field");
    setBrowserLocale("es");
    render(<FormField id="email" label="Email" error={{ type: "required", message: ENGLISH.auth.emailRequired }} />);
    expect(screen.getByText(es["auth.emailRequired"]!)).toBeInTheDocument();
  });
});
