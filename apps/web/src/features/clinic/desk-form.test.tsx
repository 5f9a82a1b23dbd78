import { MESSAGES } from "@medcamp/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { campRoute, renderClinic, samplePerson } from "./clinic-test-data";

const T = MESSAGES.clinicUi;

async function typeWalkIn({ phone = "" } = {}) {
  await userEvent.type(await screen.findByLabelText(MESSAGES.account.nameLabel), "Rahima Begum");
  await userEvent.click(screen.getByRole("radio", { name: T.female }));
  await userEvent.type(screen.getByLabelText(T.age), "46");
  if (phone) await userEvent.type(screen.getByLabelText(T.phone), phone);
  await userEvent.click(screen.getByRole("checkbox", { name: T.consentCare }));
}

const registered = (possibleDuplicates = [samplePerson({ id: "7c1d1f0e-0000-4000-8000-000000000009" })]) => ({
  status: 201,
  body: { visitId: "v", personId: "p", token: 12, possibleDuplicates },
});

describe("the registration desk", () => {
  it("looks the phone up first, registers a new person with a visitId made here, shows the token and duplicates", async () => {
    const { calls } = fakeApi({
      ...campRoute,
      "GET /meals/c1/people": { body: { people: [] } },
      "POST /meals/c1/visits": registered(),
    });
    renderClinic("desk", "station=registration");
    await typeWalkIn({ phone: "01712345678" });
    await userEvent.click(screen.getByRole("button", { name: T.register }));

    expect(await screen.findByRole("heading", { name: T.tokenFor("Rahima Begum") })).toBeInTheDocument();
    expect(screen.getByLabelText(`${T.token} 12`)).toHaveTextContent("12");
    expect(screen.getByRole("alert")).toHaveTextContent(T.possibleDuplicates);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain("GET /meals/c1/people");
    const post = calls.find((c) => c.method === "POST")!.body as Record<string, unknown>;
    expect(post).toMatchObject({
      person: {
        name: "Rahima Begum",
        sex: "female",
        ageYears: 46,
        phone: "01712345678",
        phoneCountry: "BD",
        // Unless the desk picks another, the person reads the language the desk works in.
        language: "en",
      },
      consent: { care: true, followUp: false, keep: false },
    });
    expect(post.visitId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("records the language the person reads, their summary's", async () => {
    const { calls } = fakeApi({ ...campRoute, "POST /meals/c1/visits": registered([]) });
    renderClinic("desk", "station=registration");
    await typeWalkIn();
    await userEvent.selectOptions(screen.getByLabelText(T.summaryLanguage), "bn");
    await userEvent.click(screen.getByRole("button", { name: T.register }));
    expect(await screen.findByRole("heading", { name: T.tokenFor("Rahima Begum") })).toBeInTheDocument();
    const post = calls.find((c) => c.method === "POST")!.body as { person: Record<string, unknown> };
    expect(post.person.language).toBe("bn");
  });

  it("shows the family a phone holds and registers the chosen one by personId", async () => {
    const sister = samplePerson({ id: "7c1d1f0e-0000-4000-8000-000000000002", name: "Amina Begum" });
    const { calls } = fakeApi({
      ...campRoute,
      "GET /meals/c1/people": { body: { people: [samplePerson(), sister] } },
      "POST /meals/c1/visits": registered([]),
    });
    renderClinic("desk", "station=registration");
    await typeWalkIn({ phone: "01712345678" });
    await userEvent.click(screen.getByRole("button", { name: T.register }));

    await userEvent.click(await screen.findByRole("button", { name: T.thisIsThemOf("Amina Begum") }));
    expect(await screen.findByRole("heading", { name: T.tokenFor("Amina Begum") })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    const post = calls.find((c) => c.method === "POST")!.body as Record<string, unknown>;
    expect(post).toMatchObject({ personId: sister.id, consent: { care: true } });
    expect(post).not.toHaveProperty("person");
  });

  it("sends the same visitId again when the first send got no answer, so the person is registered once", async () => {
    let sends = 0;
    const { calls } = fakeApi({
      ...campRoute,
      "POST /meals/c1/visits": () => {
        sends += 1;
        if (sends === 1) throw new TypeError("Failed to fetch");
        return registered([]);
      },
    });
    renderClinic("desk", "station=registration");
    await typeWalkIn();
    await userEvent.click(screen.getByRole("button", { name: T.register }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.camps.errorLater);
    await userEvent.click(screen.getByRole("button", { name: T.register }));

    expect(await screen.findByRole("heading", { name: T.tokenFor("Rahima Begum") })).toBeInTheDocument();
    const [first, second] = calls
      .filter((c) => c.method === "POST")
      .map((c) => (c.body as { visitId: string }).visitId);
    expect(second).toBe(first);

    // The next person gets a new id.
    await userEvent.click(screen.getByRole("button", { name: T.registerNext }));
    await typeWalkIn();
    await userEvent.click(screen.getByRole("button", { name: T.register }));
    await screen.findByRole("heading", { name: T.tokenFor("Rahima Begum") });
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(3));
    expect((calls.at(-1)!.body as { visitId: string }).visitId).not.toBe(first);
  });

  it("asks for the consent to care and sends nothing without it", async () => {
    const { calls } = fakeApi(campRoute);
    renderClinic("desk", "station=registration");
    await userEvent.type(await screen.findByLabelText(MESSAGES.account.nameLabel), "Rahima Begum");
    await userEvent.click(screen.getByRole("button", { name: T.register }));
    expect(await screen.findByText(T.careRequired)).toBeInTheDocument();
    expect(screen.getByText(T.sexRequired)).toBeInTheDocument();
    expect(screen.getByText(T.ageRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });
});
