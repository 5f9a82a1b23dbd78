/**
 * Screen texts of the admin screens (issue 24): the headings, labels, buttons, hints, page titles and accessible
 * names the screens used to write inline, in English exactly as the spec has them. Part of MESSAGES, so every
 * language's catalogue carries them (ADR 022).
 */
export const ADMIN_TEXTS = {} as const;
