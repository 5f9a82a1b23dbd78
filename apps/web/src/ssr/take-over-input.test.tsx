import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { LEAVING_ATTRIBUTE } from "./start-mode";
import { takeOverInput } from "./take-over-input";

type Seen = {
  category: string;
  email: string;
  search: string;
  price: { enabled: boolean; min: string };
  size: string;
};

/** A small page with the controls the public pages have, controlled as theirs are; `seen` holds its state. */
function Page({ seen }: { seen: Seen[] }) {
  const [category, setCategory] = useState("All");
  const [email, setEmail] = useState("");
  const [price, setPrice] = useState({ enabled: false, min: "" });
  const [size, setSize] = useState("m");
  const [search, setSearch] = useState("");
  seen.push({ category, email, search, price, size });
  return (
    <form>
      <select aria-label="Category" value={category} onChange={(e) => setCategory(e.target.value)}>
        <option value="All">All</option>
        <option value="7days">7days</option>
      </select>
      <input aria-label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <input aria-label="Search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      {/* Each change builds on the value of the last render, as the price filter's does. */}
      <input
        aria-label="Filter by Price"
        type="checkbox"
        checked={price.enabled}
        onChange={(e) => setPrice({ ...price, enabled: e.target.checked })}
      />
      <input
        aria-label="Min"
        type="number"
        value={price.min}
        onChange={(e) => setPrice({ ...price, min: e.target.value })}
      />
      {["s", "m", "l"].map((value) => (
        <input
          key={value}
          aria-label={value}
          type="radio"
          name="size"
          value={value}
          checked={size === value}
          onChange={() => setSize(value)}
        />
      ))}
    </form>
  );
}

const field = <T extends HTMLElement>(label: string) => document.querySelector<T>(`[aria-label="${label}"]`)!;

/** The server's HTML in the document, then changed as a person would before the app arrives, then hydrated. */
async function hydrateAfter(personActs: () => void) {
  const seen: Seen[] = [];
  const root = document.createElement("div");
  document.body.append(root);
  root.innerHTML = renderToString(<Page seen={[]} />);
  personActs();
  let app: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    app = hydrateRoot(root, <Page seen={seen} />);
  });
  return { root, seen, unmount: () => act(() => app?.unmount()) };
}

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute(LEAVING_ATTRIBUTE);
});

describe("taking over a server-rendered page (ADR 025)", () => {
  it("hands the app every change made before it arrived, each built on the last, and keeps focus and caret", async () => {
    const { root, seen, unmount } = await hydrateAfter(() => {
      field<HTMLSelectElement>("Category").value = "7days";
      field<HTMLInputElement>("Email").value = "filled@example.org"; // an autofill: no key pressed
      field<HTMLInputElement>("Filter by Price").checked = true;
      field<HTMLInputElement>("Min").value = "10";
      field<HTMLInputElement>("l").checked = true;
      field<HTMLInputElement>("Search").value = "dental";
      field<HTMLInputElement>("Search").focus();
      field<HTMLInputElement>("Search").setSelectionRange(3, 6);
    });
    // Hydrated, the app's state is still the server's.
    expect(seen.at(-1)).toEqual({
      category: "All",
      email: "",
      search: "",
      price: { enabled: false, min: "" },
      size: "m",
    });

    await act(async () => {
      expect(takeOverInput(root)).toBe(6);
    });
    expect(seen.at(-1)).toEqual({
      category: "7days",
      email: "filled@example.org",
      search: "dental",
      price: { enabled: true, min: "10" },
      size: "l",
    });
    // What the person sees did not change, and a later render keeps it.
    expect(field<HTMLSelectElement>("Category").value).toBe("7days");
    expect(field<HTMLInputElement>("Email").value).toBe("filled@example.org");
    expect(document.activeElement).toBe(field("Search"));
    const search = field<HTMLInputElement>("Search");
    expect([search.value, search.selectionStart, search.selectionEnd]).toEqual(["dental", 3, 6]);
    // Nothing is handed twice.
    await act(async () => {
      expect(takeOverInput(root)).toBe(0);
    });
    await unmount();
  });

  it("replays nothing on a page whose form was sent to the server meanwhile", async () => {
    const { root, seen, unmount } = await hydrateAfter(() => {
      field<HTMLSelectElement>("Category").value = "7days";
      document.documentElement.setAttribute(LEAVING_ATTRIBUTE, "");
    });
    await act(async () => {
      expect(takeOverInput(root)).toBe(0);
    });
    expect(seen.at(-1)?.category).toBe("All");
    await unmount();
  });
});
