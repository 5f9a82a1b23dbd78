import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeEach, vi } from "vitest";
import { CATALOG_PARTS } from "@medcamp/contract";
import { loadLocale } from "./i18n/active-locale";
import { fillJsdomGaps } from "./test/jsdom-gaps";

// Screens are tested on their own, without the routes that bring their texts (ADR 022): all of English is there.
await loadLocale("en", CATALOG_PARTS);

// Lazy routes and chunks can take more than the default second on a busy 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(fillJsdomGaps);

// Without vitest globals, Testing Library cannot register its own automatic cleanup. No test sees another's stubbed
// globals (the fake API's fetch among them) or the calls another made to a spy.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
  document.documentElement.removeAttribute("data-theme");
});

// sweetalert2 gives focus back 100 ms after a dialog closes; let that timer run before jsdom is torn down.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 150)));
