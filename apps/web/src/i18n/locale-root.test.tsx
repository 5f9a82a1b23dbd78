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
import { MemoryRouter, useLocation } from "react-router";
import { LanguageLinks } from "./language-switcher";
import { LocaleRoot } from "./locale-root";
import { MESSAGES } from "./messages";

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function Screen() {
  return (
    <main>
      <LanguageLinks />
      <Where />
      <p>{MESSAGES.camps.noCampsFound}</p>
      <p>{MESSAGES.schedule.seatsLeft(3, 10)}</p>
    </main>
  );
}

function App({
  auth,
  url = "/meals?category=7days",
  chosenInUrl = false,
}: {
  auth: AuthState;
  url?: string;
  chosenInUrl?: boolean;
}) {
  const [note] = useState("kept");
  return (
    <AuthContext value={auth}>
      <p>{note}</p>
      <MemoryRouter initialEntries={[url]}>
        <LocaleRoot initial={url.includes("lang=es") ? "es" : "en"} chosenInUrl={chosenInUrl}>
          <Screen />
        </LocaleRoot>
      </MemoryRouter>
    </AuthContext>
  );
}

const choose = (name: string) => userEvent.setup().click(screen.getByRole("link", { name }));

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
    const bengali = screen.getByRole("link", { name: "বাংলা" });
    expect(bengali).toHaveAttribute("lang", "bn");
    // A link to this page in the language (ADR 025): what the browser follows before the app or without scripts.
    expect(bengali).toHaveAttribute("href", "/meals?category=7days&lang=bn");
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");

    await user.click(screen.getByRole("link", { name: "Español" }));
    await screen.findByText(es["camps.noCampsFound"]!);
    expect(screen.getByText("Quedan 3 de 10 cupos")).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("es");
    expect(document.documentElement.dir).toBe("ltr");
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("es");
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=es`);

    await user.click(screen.getByRole("link", { name: "العربية" }));
    await screen.findByText(ar["camps.noCampsFound"]!);
    expect(document.documentElement.dir).toBe("rtl");
    expect(screen.getByText("kept")).toBeInTheDocument();

    // Numbers come from Intl in the language: Bengali readers get Bengali digits (3 of 10 → ৩, ১০).
    await user.click(screen.getByRole("link", { name: "বাংলা" }));
    await screen.findByText(/১০.*৩/);
    expect(document.documentElement.dir).toBe("ltr");

    await user.click(screen.getByRole("link", { name: "English" }));
    await screen.findByText("No camps found.");
    expect(document.documentElement.dir).toBe("ltr");
    // The app changed the language in place: the URL asked for none, and asks for none.
    expect(screen.getByTestId("where")).toHaveTextContent(/^\/meals\?category=7days$/);
  });

  it("keeps a URL that names a language naming the one chosen", async () => {
    render(<App auth={visitor} url="/meals?lang=es&category=7days" />);
    await choose("বাংলা");
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/meals?lang=bn&category=7days"));
  });

  it("saves a signed-in person's choice on their profile", async () => {
    const { calls } = fakeApi({ "PUT /me/locale": (body) => ({ body }) });
    const user = userEvent.setup();
    render(<App auth={{ ...student, user: { ...student.user!, locale: "en" } }} />);
    await user.click(screen.getByRole("link", { name: "বাংলা" }));
    await waitFor(() => expect(calls).toContainEqual({ method: "PUT", path: "/me/locale", body: { locale: "bn" } }));
  });

  it("takes the profile's language when someone signs in", async () => {
    fakeApi({});
    const bn = (await import("../../../../packages/contract/locales/bn.json")).default as Record<string, string>;
    render(<App auth={{ ...student, user: { ...student.user!, locale: "bn" } }} />);
    await screen.findByText(bn["camps.noCampsFound"]!);
    expect(document.documentElement.lang).toBe("bn");
  });

  it("gives the profile the language a person chose in the URL before the app arrived, instead of switching", async () => {
    const { calls } = fakeApi({ "PUT /me/locale": (body) => ({ body }) });
    render(<App auth={{ ...student, user: { ...student.user!, locale: "bn" } }} url="/meals?lang=es" chosenInUrl />);
    await waitFor(() => expect(calls).toContainEqual({ method: "PUT", path: "/me/locale", body: { locale: "es" } }));
    expect(document.documentElement.lang).not.toBe("bn");
  });
});
