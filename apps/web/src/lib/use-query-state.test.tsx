import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { flushSync } from "react-dom";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { queryChoice, queryInt, useQueryState, useQueryText, withQueryChanges } from "./use-query-state";

function SearchBox() {
  const [text, setText] = useQueryText("search", 20);
  return <input aria-label="Search" value={text} onChange={(e) => setText(e.target.value)} />;
}

function renderAt(at: string) {
  const router = createMemoryRouter([{ path: "/meals", element: <SearchBox /> }], { initialEntries: ["/", at] });
  render(<RouterProvider router={router} />);
  return router;
}

describe("query values", () => {
  it("leave out what is empty and keep the other names", () => {
    const next = withQueryChanges(new URLSearchParams("category=7days&page=3"), { search: "lake", page: undefined });
    expect(next.toString()).toBe("category=7days&search=lake");
    expect(withQueryChanges(next, { search: "" }).toString()).toBe("category=7days");
  });

  it("read a malformed or unknown value as the default", () => {
    expect(queryInt("2", 10)).toBe(2);
    expect([queryInt("0", 10), queryInt("2.5", 10), queryInt("11", 10), queryInt(null, 10)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(queryChoice("likes", ["likes", "reviewsCount"])).toBe("likes");
    expect(queryChoice("price", ["likes", "reviewsCount"])).toBeUndefined();
  });
});

function TwoChanges() {
  const { update } = useQueryState();
  return (
    <button
      type="button"
      onClick={() => {
        update({ sort: "likes" });
        update({ limit: "2" });
      }}
    >
      Sort and size
    </button>
  );
}

/** Two fields, each with its own hook, changed in one go (a typed search written, a category chosen at once). */
function TwoFields() {
  const search = useQueryState();
  const category = useQueryState();
  return (
    <button
      type="button"
      onClick={() => {
        search.update({ search: "lake" });
        category.update({ category: "7days" });
      }}
    >
      Both fields
    </button>
  );
}

function LateField() {
  useQueryState();
  return null;
}

/** A field that mounts after a change was sent and before it rendered (the pager, once the list's data arrives). */
function ChangeThenMount() {
  const { update } = useQueryState();
  const [late, setLate] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          update({ limit: "2" });
          flushSync(() => setLate(true)); // it renders with the URL before the change
          update({ page: "2" });
        }}
      >
        Size, then page
      </button>
      {late && <LateField />}
    </>
  );
}

describe("useQueryState", () => {
  it("keeps a change another field's hook sent before it rendered (CI: a search dropped by a category)", async () => {
    const router = createMemoryRouter([{ path: "/list", element: <TwoFields /> }], { initialEntries: ["/list"] });
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole("button", { name: "Both fields" }));
    await waitFor(() => expect(router.state.location.search).toBe("?search=lake&category=7days"));
  });

  it("keeps both of two changes sent before the first one rendered", async () => {
    const router = createMemoryRouter([{ path: "/list", element: <TwoChanges /> }], { initialEntries: ["/list"] });
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole("button", { name: "Sort and size" }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=likes&limit=2"));
  });

  it("keeps a change sent before a field mounted with the older URL (CI: a page size dropped by Page 2)", async () => {
    const router = createMemoryRouter([{ path: "/list", element: <ChangeThenMount /> }], {
      initialEntries: ["/list?sort=likes"],
    });
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole("button", { name: "Size, then page" }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=likes&limit=2&page=2"));
  });
});

describe("useQueryText", () => {
  it("shows the URL's text, writes typing once it pauses: one history entry, then replaced", async () => {
    const router = renderAt("/meals?page=2");
    const box = screen.getByLabelText("Search");
    fireEvent.change(box, { target: { value: "la" } });
    expect(box).toHaveValue("la");
    // Typing shows at once; the URL follows after the pause, back at page 1.
    expect(router.state.location.search).toBe("?page=2");
    await waitFor(() => expect(router.state.location.search).toBe("?search=la"));
    expect(router.state.historyAction).toBe("PUSH");
    fireEvent.change(box, { target: { value: "lake " } });
    await waitFor(() => expect(router.state.location.search).toBe("?search=lake"));
    expect(router.state.historyAction).toBe("REPLACE");
    // Back leaves the search, not one keystroke.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe("?page=2");
    await waitFor(() => expect(box).toHaveValue(""));
  });

  it("follows the URL when it changes from elsewhere", async () => {
    const router = renderAt("/meals?search=lake");
    const box = screen.getByLabelText("Search");
    expect(box).toHaveValue("lake");
    await act(() => router.navigate("/meals?search=river"));
    await waitFor(() => expect(box).toHaveValue("river"));
    await act(() => router.navigate("/meals"));
    await waitFor(() => expect(box).toHaveValue(""));
  });
});
