import { vi } from "vitest";
import type * as confirm from "../lib/confirm";

/**
 * lib/confirm's dialogs as spies (each resolves to undefined until the test says otherwise), for a test that answers
 * them: `vi.mock("…/lib/confirm", () => import("…/test/mock-confirm"))`. vi.mock is hoisted above the file's
 * imports, so its factory imports this module itself; the test reaches the spies through lib/confirm's exports
 * (`vi.mocked(confirmDestructive).mockResolvedValue(true)`).
 */
export const confirmDestructive = vi.fn<typeof confirm.confirmDestructive>();
export const confirmDecline = vi.fn<typeof confirm.confirmDecline>();
export const showResult = vi.fn<typeof confirm.showResult>();
