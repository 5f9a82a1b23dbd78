import { vi } from "vitest";
import type * as toast from "../lib/toast";

/**
 * lib/toast's `notify` with every kind a spy, for a test that checks which toasts a screen sends:
 * `vi.mock("…/lib/toast", () => import("…/test/mock-toast"))`. vi.mock is hoisted above the file's imports, so its
 * factory imports this module itself; the test reads the spies through lib/toast's `notify`.
 */
export const notify = {
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  warning: vi.fn(),
} satisfies typeof toast.notify;

/** The container's side (app/toasts.tsx): with `notify` spied on, no toast ever reaches it. */
export const showToastsWith: typeof toast.showToastsWith = () => () => undefined;
export const toastsWanted: typeof toast.toastsWanted = { subscribe: () => () => false, get: () => false };
