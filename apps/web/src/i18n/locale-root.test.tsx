import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY } from "@medcamp/contract";
import es from "../../../../packages/contract/locales/es.json";
import ar from "../../../../packages/contract/locales/ar.json";
import { AuthContext, type AuthState } from "../lib/auth-context";
import { student, visitor } from "../test/auth-states";
import { fakeApi } from "../test/fake-api";
import { setBrowserLocale } from "./active-locale";
import { LanguageSwitcher } from "./language-switcher";
import { LocaleRoot } from "./locale-root";
import { MESSAGES } from "./messages";

function Screen() {
  return (
    <main>
      <LanguageSwitcher />
      <p>{MESSAGES.camps.noCampsFound}</p>
      <p>{MESSAGES.schedule.seatsLeft(3, 10)}</p>
    </main>
  );
}

function App({ auth }: { auth: AuthState }) {
  const [note] = useState("kept");
  return (
    <AuthContext value={auth}>
      <p>{note}</p>
      <LocaleRoot initial="en">
        <Screen />
      </LocaleRoot>
    </AuthContext>
  );
}

afterEach(() => {
  setBrowserLocale("en");
  document.documentElement.lang = "en";
  document.documentElement.removeAttribute("dir");
  localStorage.clear();
  document.cookie = `${LOCALE_COOKIE}=; max-age=0; path=/`;
});

describe("choosing a language (issue 24)", () => {
  it("shows the screens in the chosen language at once, mirrored for Arabic, and remembers it", async () => {
    const user = userEvent.setup();
    render(<App auth={visitor} />);
    expect(screen.getByText("No camps found.")).toBeInTheDocument();
    const menu = screen.getByRole("combobox", { name: "Language" });
    expect(screen.getByRole("option", { name: "বাংলা" })).toHaveAttribute("lang", "bn");

    await user.selectOptions(menu, "es");
    await screen.findByText(es["camps.noCampsFound"]!);
    expect(screen.getByText("Quedan 3 de 10 cupos")).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("es");
    expect(document.documentElement.dir).toBe("ltr");
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("es");
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=es`);

    await user.selectOptions(screen.getByRole("combobox"), "ar");
    await screen.findByText(ar["camps.noCampsFound"]!);
    expect(document.documentElement.dir).toBe("rtl");
    expect(screen.getByText("kept")).toBeInTheDocument();

    // Numbers come from Intl in the language: Bengali readers get Bengali digits (3 of 10 → ৩, ১০).
    await user.selectOptions(screen.getByRole("combobox"), "bn");
    await screen.findByText(/১০.*৩/);
    expect(document.documentElement.dir).toBe("ltr");

    await user.selectOptions(screen.getByRole("combobox"), "en");
    await screen.findByText("No camps found.");
    expect(document.documentElement.dir).toBe("ltr");
  });

  it("saves a signed-in person's choice on their profile", async () => {
    const { calls } = fakeApi({ "PUT /me/locale": (body) => ({ body }) });
    const user = userEvent.setup();
    render(<App auth={{ ...student, user: { ...student.user!, locale: "en" } }} />);
    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "bn");
    await waitFor(() => expect(calls).toContainEqual({ method: "PUT", path: "/me/locale", body: { locale: "bn" } }));
  });

  it("takes the profile's language when someone signs in", async () => {
    fakeApi({});
    const bn = (await import("../../../../packages/contract/locales/bn.json")).default as Record<string, string>;
    render(<App auth={{ ...student, user: { ...student.user!, locale: "bn" } }} />);
    await screen.findByText(bn["camps.noCampsFound"]!);
    expect(document.documentElement.lang).toBe("bn");
  });
});
