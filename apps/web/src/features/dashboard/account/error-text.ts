import { MESSAGES } from "../../../i18n/messages";

/** What a failed account request says: the server's message, else the generic one. */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : MESSAGES.camps.errorLater);
