import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";
import { CampaignCounter } from "./campaign-counter";

/** jsdom has no IntersectionObserver: this one lets the test say when the number enters or leaves the screen. */
class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    FakeIntersectionObserver.live.add(this);
  }
  disconnect() {
    FakeIntersectionObserver.live.delete(this);
  }
  static scroll(isIntersecting: boolean) {
    act(() => {
      for (const observer of [...FakeIntersectionObserver.live]) {
        observer.callback(
          [{ isIntersecting } as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        );
      }
    });
  }
}

const number = () => screen.getByText(/^\d+\+$/);
const value = () => Number(number().textContent!.replace("+", ""));
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const renderCounter = () => renderApp({ element: <CampaignCounter /> });

/** The count-up's code arrives in its own chunk once the number shows: lets it arrive and mount. */
const countUpArrives = () =>
  act(async () => {
    await import("./campaign-count-up");
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });

/** The number scrolls into view and the count-up's code arrives (a phone fetches it within the 100 ms). */
async function scrollIntoView() {
  FakeIntersectionObserver.scroll(true);
  await countUpArrives();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] });
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});
afterEach(() => {
  vi.useRealTimers();
  FakeIntersectionObserver.live.clear();
});

describe("CampaignCounter", () => {
  it("waits at 0+ until the number scrolls into view", () => {
    renderCounter();
    advance(60_000);
    expect(number()).toHaveTextContent("0+");
    expect(FakeIntersectionObserver.live.size).toBe(1);
  });

  it("starts 100 ms after it scrolls into view and reaches 2613+ (no separator) after 16 s", async () => {
    renderCounter();
    await scrollIntoView();
    advance(99);
    expect(number()).toHaveTextContent(/^0\+$/);
    advance(1 + 50);
    expect(value()).toBeGreaterThan(0);
    // Still counting three quarters of the way through the 16 s (the default duration would be 2 s).
    advance(12_000 - 50);
    expect(value()).toBeGreaterThan(2000);
    expect(value()).toBeLessThan(2613);
    advance(4_000 + 50);
    expect(number()).toHaveTextContent(/^2613\+$/);
  });

  it("runs once: scrolling away and back neither resets nor restarts it", async () => {
    renderCounter();
    await scrollIntoView();
    advance(5_000);
    const before = value();
    expect(before).toBeGreaterThan(0);
    FakeIntersectionObserver.scroll(false);
    FakeIntersectionObserver.scroll(true);
    advance(100);
    expect(value()).toBeGreaterThanOrEqual(before);
    advance(20_000);
    expect(number()).toHaveTextContent(/^2613\+$/);
    expect(FakeIntersectionObserver.live.size).toBe(0);
  });

  it("starts as soon as the count-up arrives when it arrives after the 100 ms", async () => {
    renderCounter();
    FakeIntersectionObserver.scroll(true);
    advance(150);
    expect(number()).toHaveTextContent(/^0\+$/);
    await countUpArrives();
    advance(50);
    expect(value()).toBeGreaterThan(0);
    advance(16_100);
    expect(number()).toHaveTextContent(/^2613\+$/);
  });

  it("never starts when the page is left within the 100 ms", async () => {
    const view = renderCounter();
    await scrollIntoView();
    advance(50);
    const span = number();
    view.unmount();
    advance(20_000);
    expect(span).toHaveTextContent(/^0\+$/);
  });

  it("has a Discover link to All Camps", () => {
    renderCounter();
    expect(screen.getByRole("link", { name: "Discover" })).toHaveAttribute("href", "/meals");
  });

  it("counts from the start, once, where the browser cannot watch the number", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    renderCounter();
    await countUpArrives();
    advance(99);
    expect(number()).toHaveTextContent(/^0\+$/);
    advance(16_200);
    expect(number()).toHaveTextContent(/^2613\+$/);
  });
});
