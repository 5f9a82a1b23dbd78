import "fake-indexeddb/auto";
import { MESSAGES } from "@medcamp/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { campRoute, renderClinic, samplePerson } from "./clinic-test-data";
import { forgetClinicData } from "./clinic-store";

// What the clinic kept on the (fake) device goes with each test.
afterEach(() => forgetClinicData());

const T = MESSAGES.clinicUi;

async function typeWalkIn({ phone = "" } = {}) {
  await userEvent.type(await screen.findByLabelText(MESSAGES.account.nameLabel), "Rahima Begum");
  await userEvent.click(screen.getByRole("radio", { name: T.female }));
  await userEvent.type(screen.getByLabelText(T.age), "46");
  if (phone) await userEvent.type(screen.getByLabelText(T.phone), phone);
  await userEvent.click(screen.getByRole("checkbox", { name: T.consentCare }));
}

/** The exit queue the desk's phone keeps for offline use. */
const exitQueue = { "GET /meals/c1/queue": { body: { station: "exit", entries: [], more: 0, version: "v0" } } };
const desk = { ...campRoute, ...exitQueue };

const registered = (possibleDuplicates = [samplePerson({ id: "7c1d1f0e-0000-4000-8000-000000000009" })]) => ({
  status: 201,
  body: { visitId: "v", personId: "p", token: 12, possibleDuplicates },
});

describe("the registration desk", () => {
  it("looks the phone up first, registers a new person with a visitId made here, shows the token and duplicates", async () => {
    const { calls } = fakeApi({
      ...desk,
      "GET /meals/c1/people": { body: { people: [] } },
      "POST /meals/c1/visits": registered(),
    });
    renderClinic("desk", "station=registration");
    await typeWalkIn({ phone: "01712345678" });
    await userEvent.click(screen.getByRole("button", { name: T.register }));

    expect(await screen.findByRole("heading", { name: T.tokenFor("Rahima Begum") })).toBeInTheDocument();
    expect(screen.getByLabelText(`${T.token} 12`)).toHaveTextContent("12");
    expect(await screen.findByRole("img", { name: T.tokenQrAlt("12") })).toHaveAttribute(
      "src",
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
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
    const { calls } = fakeApi({ ...campRoute, ...exitQueue, "POST /meals/c1/visits": registered([]) });
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
      ...desk,
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

  it("keeps a registration that got no answer on the phone: its token now, the camp's when sent again", async () => {
    let sends = 0;
    const { calls } = fakeApi({
      ...desk,
      "POST /meals/c1/visits": () => {
        sends += 1;
        if (sends === 1) throw new TypeError("Failed to fetch");
        return registered([]);
      },
    });
    renderClinic("desk", "station=registration");
    await typeWalkIn();
    await userEvent.click(screen.getByRole("button", { name: T.register }));

    expect(await screen.findByRole("heading", { name: T.tokenFor("Rahima Begum") })).toBeInTheDocument();
    const provisional = screen.getByLabelText(new RegExp(`^${T.phoneToken} [A-Z]\\d-1$`));
    const token = provisional.textContent!;
    expect(screen.getByText(T.phoneTokenNote)).toBeInTheDocument();
    const mine = screen.getByRole("region", { name: T.registeredHere });
    await waitFor(() => expect(mine).toHaveTextContent(`${token}→${T.notSentYet}Rahima Begum`));
    expect(screen.getByText(T.waitingToSend(1))).toBeInTheDocument();

    // The network is back: the same registration goes again (same visitId, the phone's time) and the camp's token
    // arrives beside the phone's.
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(mine).toHaveTextContent(`${token}→12Rahima Begum`));
    const [first, second] = calls.filter((c) => c.method === "POST").map((c) => c.body as Record<string, unknown>);
    expect(second!.visitId).toBe(first!.visitId);
    expect(second!.arrivedAt).toBe(first!.arrivedAt);
    expect(screen.queryByText(T.waitingToSend(1))).not.toBeInTheDocument();

    // The next person gets a new visitId and the phone's next token.
    await userEvent.click(screen.getByRole("button", { name: T.registerNext }));
    await typeWalkIn();
    await userEvent.click(screen.getByRole("button", { name: T.register }));
    expect(await screen.findByLabelText(`${T.token} 12`)).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(3));
    expect((calls.at(-1)!.body as { visitId: string }).visitId).not.toBe(first!.visitId);
  });

  it("registers with no network without looking the phone up, and sends it when the network returns", async () => {
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { calls } = fakeApi({ ...desk, "POST /meals/c1/visits": registered([]) });
    renderClinic("desk", "station=registration");
    await typeWalkIn({ phone: "01712345678" });
    expect(screen.getByRole("button", { name: T.findByPhone })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: T.register }));
    expect(await screen.findByLabelText(new RegExp(`^${T.phoneToken} [A-Z]\\d-1$`))).toBeInTheDocument();
    expect(calls.filter((c) => c.path !== "/meals/c1")).toEqual([]);

    offline.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")!.body).toMatchObject({
      person: { name: "Rahima Begum", phone: "01712345678" },
      arrivedAt: expect.any(String),
    });
    offline.mockRestore();
  });

  it("asks for the consent to care and sends nothing without it", async () => {
    const { calls } = fakeApi(desk);
    renderClinic("desk", "station=registration");
    await userEvent.type(await screen.findByLabelText(MESSAGES.account.nameLabel), "Rahima Begum");
    await userEvent.click(screen.getByRole("button", { name: T.register }));
    expect(await screen.findByText(T.careRequired)).toBeInTheDocument();
    expect(screen.getByText(T.sexRequired)).toBeInTheDocument();
    expect(screen.getByText(T.ageRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });
});
