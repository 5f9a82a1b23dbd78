/** The demo processor's test cards (DESIGN §3), and the checks a real processor makes on card input. */
export type CardCheck = { ok: true } | { ok: false; code: string; message: string; declined: boolean };

const SUCCESS_CARD = "4242424242424242";
const DECLINED_CARD = "4000000000000002";

export function checkDemoCard(input: { cardNumber: string; expiry: string; cvc: string }, now = new Date()): CardCheck {
  const number = input.cardNumber.replace(/[\s-]/g, "");
  if (number !== SUCCESS_CARD && number !== DECLINED_CARD) {
    return { ok: false, code: "invalid_number", message: "Your card number is invalid.", declined: false };
  }
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) {
    return {
      ok: false,
      code: "incomplete_expiry",
      message: "Your card's expiration date is incomplete.",
      declined: false,
    };
  }
  const year = 2000 + Number(expiry[2]);
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return {
      ok: false,
      code: "invalid_expiry_year_past",
      message: "Your card's expiration date is in the past.",
      declined: false,
    };
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) {
    return { ok: false, code: "incomplete_cvc", message: "Your card's security code is incomplete.", declined: false };
  }
  if (number === DECLINED_CARD) {
    return { ok: false, code: "card_declined", message: "Your card was declined.", declined: true };
  }
  return { ok: true };
}
