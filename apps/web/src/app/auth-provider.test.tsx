import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuth } from "../lib/auth-context";
import { fakeApi } from "../test/fake-api";
import { AuthProvider } from "./auth-provider";

const SARA = { id: "u1", name: "Sara", email: "sara@medcamp.dev", image: "https://x.test/s.png", role: "student" };

/** The server's answer to POST /create-user for Sara. */
const profileReady = (badge: "Gold" | null = null) => ({
  body: { message: "User profile is ready", user: { name: "Sara", email: "sara@medcamp.dev", badge } },
});

/** Shows the auth state as text, with a Logout button. */
function Probe() {
  const { user, loading, isAdmin, adminLoading, logout } = useAuth();
  return (
    <div>
      <p>loading: {String(loading)}</p>
      <p>admin: {adminLoading ? "checking" : String(isAdmin)}</p>
      <p>user: {user ? JSON.stringify(user) : "none"}</p>
      <button type="button" onClick={() => logout()}>
        Logout
      </button>
    </div>
  );
}

function renderProvider() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("AuthProvider", () => {
  it("is loading until the first session answer, then a visitor with no further calls", async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    renderProvider();
    expect(screen.getByText("loading: true")).toBeInTheDocument();
    answer(new Response("null", { status: 200, headers: { "Content-Type": "application/json" } }));
    expect(await screen.findByText("loading: false")).toBeInTheDocument();
    expect(screen.getByText("user: none")).toBeInTheDocument();
    expect(screen.getByText("admin: false")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("maps the session user, records it with create-user and reads the admin flag", async () => {
    const { calls } = fakeApi({
      "GET /auth/get-session": { body: { session: {}, user: { ...SARA, badge: "Gold" } } },
      "GET /is-admin": { body: { isAdmin: true } },
      "POST /create-user": profileReady("Gold"),
    });
    renderProvider();
    expect(await screen.findByText("admin: true")).toBeInTheDocument();
    const user = JSON.parse(screen.getByText(/^user: /).textContent?.slice(6) ?? "");
    expect(user).toEqual({
      name: "Sara",
      displayName: "Sara",
      email: "sara@medcamp.dev",
      photoURL: "https://x.test/s.png",
      role: "student",
      badge: "Gold",
      locale: null,
    });
    await waitFor(() => expect(calls.filter((c) => c.path === "/create-user")).toHaveLength(1));
    expect(calls.find((c) => c.path === "/create-user")?.body).toEqual({ name: "Sara", email: "sara@medcamp.dev" });
  });

  it("only logs failures of create-user and of the admin check, and treats the user as a non-admin", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    fakeApi({
      "GET /auth/get-session": { body: { session: {}, user: SARA } },
      "GET /is-admin": { status: 500, body: { message: "Internal error", code: "INTERNAL" } },
      "POST /create-user": { status: 500, body: { message: "Internal error", code: "INTERNAL" } },
    });
    renderProvider();
    expect(await screen.findByText("admin: false")).toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalledWith("Error creating user", expect.anything()));
    expect(log).toHaveBeenCalledWith("Error checking admin", expect.anything());
  });

  it("signs out, forgets the user and resets the admin flag", async () => {
    let signedIn = true;
    const { calls } = fakeApi({
      "GET /auth/get-session": () => ({ body: signedIn ? { session: {}, user: SARA } : null }),
      "GET /is-admin": { body: { isAdmin: true } },
      "POST /create-user": profileReady(),
      "POST /auth/sign-out": () => {
        signedIn = false;
        return { body: { success: true } };
      },
    });
    renderProvider();
    expect(await screen.findByText("admin: true")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Logout" }));
    expect(await screen.findByText("user: none")).toBeInTheDocument();
    expect(screen.getByText("admin: false")).toBeInTheDocument();
    expect(calls.find((c) => c.path === "/auth/sign-out")?.body).toEqual({});
  });
});
