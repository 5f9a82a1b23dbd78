import { type SubscriptionQuote } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { formatDay } from "../../lib/format-day";

const TEXT = MESSAGES.subscription;

/** The Total Price line: whole dollars as the spec shows them ("15 usd"), an upgrade's difference in cents ("3.33 usd"). */
export const formatUsd = (amount: number) =>
  MESSAGES.payCheckout.amountUsd(Number.isInteger(amount) ? String(amount) : amount.toFixed(2));

/**
 * The sentence under the price that says what the payment buys (issue 20), shown before anything is paid. An upgrade
 * or a downgrade starts from the quote's `currentPackage`, the package the user holds now.
 */
export function quoteSentence(quote: SubscriptionQuote): string {
  const current = quote.currentPackage ?? "";
  const monthly = `$${quote.monthlyPrice}`;
  switch (quote.action) {
    case "buy":
      return TEXT.quoteBuy(formatDay(quote.endsAt));
    case "renew":
      return TEXT.quoteRenew(formatDay(quote.endsAt));
    case "upgrade":
      return TEXT.quoteUpgrade(current, quote.daysLeft ?? 0, formatDay(quote.endsAt), monthly);
    case "downgrade":
      return TEXT.quoteDowngrade(current, formatDay(quote.startsAt), monthly);
    case "held":
      return "";
  }
}
