import { afterEach, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { HYDRATED_ATTRIBUTE, LEAVING_ATTRIBUTE } from "../ssr/start-mode";
import { sendFormsBeforeTheApp } from "./early-forms";

const root = document.documentElement;

/** /meals' filters as the server renders them (the names are the URL's). */
function filters() {
  document.body.innerHTML = `
    <form method="get" action="/meals" data-submit-on-change>
      <input name="search" type="search" value="">
      <select name="category"><option>All</option><option>7days</option></select>
      <select name="sort"><option value="">Newest</option><option value="startsAt">Soonest</option></select>
      <input name="minPrice" type="number" value="">
      <input name="maxPrice" type="number" value="40">
      <button type="submit">Apply filters</button>
    </form>`;
  return document.querySelector("form")!;
}

/** What the browser would put in the URL: the form's entries when it is sent (read after every handler ran). */
function sentQueries(): string[] {
  const sent: string[] = [];
  const record = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    sent.push(new URLSearchParams(new FormData(form) as unknown as string[][]).toString());
    event.preventDefault(); // jsdom does not navigate
  };
  window.addEventListener("submit", record);
  onTestFinished(() => window.removeEventListener("submit", record));
  return sent;
}

const choose = (select: HTMLSelectElement, value: string) => {
  select.value = value;
  select.dispatchEvent(new Event("change", { bubbles: true }));
};

afterEach(() => {
  root.removeAttribute(HYDRATED_ATTRIBUTE);
  root.removeAttribute(LEAVING_ATTRIBUTE);
  document.body.innerHTML = "";
});

describe("the page starter's forms before the app (ADR 025)", () => {
  beforeAll(() => sendFormsBeforeTheApp());

  it("sends a filter form when a select's choice changes, naming only what was chosen, and marks the page leaving", () => {
    const sent = sentQueries();
    const form = filters();
    choose(form.querySelector<HTMLSelectElement>("[name=category]")!, "7days");
    expect(sent).toEqual(["category=7days&maxPrice=40"]);
    expect(root).toHaveAttribute(LEAVING_ATTRIBUTE);
    // Back from the next page (the page cache) finds the fields as they were.
    window.dispatchEvent(new Event("pageshow"));
    expect(form.querySelector<HTMLInputElement>("[name=search]")!.disabled).toBe(false);
    expect(root).not.toHaveAttribute(LEAVING_ATTRIBUTE);
  });

  it("leaves forms to the app once it has taken over", () => {
    const sent = sentQueries();
    const form = filters();
    root.setAttribute(HYDRATED_ATTRIBUTE, "");
    choose(form.querySelector<HTMLSelectElement>("[name=category]")!, "7days");
    expect(sent).toEqual([]);
  });

  it("sends nothing for a form that does not ask for it", () => {
    const sent = sentQueries();
    const form = filters();
    form.removeAttribute("data-submit-on-change");
    choose(form.querySelector<HTMLSelectElement>("[name=category]")!, "7days");
    expect(sent).toEqual([]);
  });
});
