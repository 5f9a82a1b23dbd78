import { MESSAGES } from "../../i18n/messages";
import { LIMITS } from "@medcamp/contract";

/** The most a review's text may hold (the contract's limit, which the server enforces too). */
export const REVIEW_MAX = LIMITS.comment;

/** Said when a review is longer than the limit, instead of cutting the text silently. */
export const reviewTooLongText = () => MESSAGES.reviewsUi.tooLong(REVIEW_MAX);

export const reviewTooLong = (text: string) => text.trim().length > REVIEW_MAX;

/**
 * The review box's live counter ("123/1000"), tied to the box with `aria-describedby={id}`; it turns red past the
 * limit, where sending is refused with reviewTooLongText().
 */
export function ReviewLengthCounter({ id, text }: { id: string; text: string }) {
  const over = reviewTooLong(text);
  return (
    <p id={id} className={`text-end text-xs ${over ? "font-semibold text-error" : "text-base-content/70"}`}>
      {text.length}/{REVIEW_MAX}
      <span className="sr-only"> {MESSAGES.reviewsUi.characters}</span>
    </p>
  );
}
