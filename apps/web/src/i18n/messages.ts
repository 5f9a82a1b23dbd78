import { localizedMessages } from "@medcamp/contract";
import { activeI18n } from "./active-locale";

/**
 * The product's texts in the language being read (ADR 022): the contract's MESSAGES, same shape, read at render
 * time. Read it inside components and functions, never into a module-level constant (that would keep one language).
 */
export const MESSAGES = localizedMessages(activeI18n);
