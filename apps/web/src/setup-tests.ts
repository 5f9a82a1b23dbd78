import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach } from "vitest";

// Lazy routes and chunks can take more than the default second on a busy 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

// Without vitest globals, Testing Library cannot register its own automatic cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.removeAttribute("data-theme");
});

// sweetalert2 gives focus back 100 ms after a dialog closes; let that timer run before jsdom is torn down.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 150)));
