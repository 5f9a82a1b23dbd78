import { type RefusalCode, refusalMessage } from "@medcamp/contract";

type CardRefusal = Extract<
  RefusalCode,
  "CARD_NUMBER_INVALID" | "CARD_EXPIRY_INCOMPLETE" | "CARD_EXPIRY_PAST" | "CARD_CVC_INCOMPLETE" | "CARD_DECLINED"
>;

/** The demo processor's test cards (see ADR 005), and the checks a real processor makes on card input. */
export type CardCheck = { ok: true; last4: string } | { ok: false; code: CardRefusal; message: string };

const SUCCESS_CARD = "4242424242424242";
const DECLINED_CARD = "4000000000000002";
/** Pays now; its renewals are declined (issue 20), so a failed renewal and its grace can be tried. */
const RENEWAL_DECLINED_CARD = "4000000000000341";
const ACCEPTED = [SUCCESS_CARD, DECLINED_CARD, RENEWAL_DECLINED_CARD];

/** The built-in processor charges a card on file for a renewal: every test card but 4000 0000 0000 0341 pays. */
export const chargeDemoCard = (last4: string) => last4 !== RENEWAL_DECLINED_CARD.slice(-4);

const refused = (code: CardRefusal): CardCheck => ({ ok: false, code, message: refusalMessage(code) });

export function checkDemoCard(input: { cardNumber: string; expiry: string; cvc: string }, now = new Date()): CardCheck {
  const number = input.cardNumber.replace(/[\s-]/g, "");
  if (!ACCEPTED.includes(number)) return refused("CARD_NUMBER_INVALID");
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return refused("CARD_EXPIRY_INCOMPLETE");
  const year = 2000 + Number(expiry[2]);
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return refused("CARD_EXPIRY_PAST");
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return refused("CARD_CVC_INCOMPLETE");
  if (number === DECLINED_CARD) return refused("CARD_DECLINED");
  return { ok: true, last4: number.slice(-4) };
}
