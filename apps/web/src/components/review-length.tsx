import { LIMITS } from "@medcamp/contract";

/** The most a review's text may hold (the contract's limit, which the server enforces too). */
export const REVIEW_MAX = LIMITS.comment;

/** Said when a review is longer than the limit, instead of cutting the text silently. */
export const REVIEW_TOO_LONG = `Your review can be at most ${REVIEW_MAX} characters.`;

export const reviewTooLong = (text: string) => text.trim().length > REVIEW_MAX;

/**
 * The review box's live counter ("123/1000"), tied to the box with `aria-describedby={id}`; it turns red past the
 * limit, where sending is refused with REVIEW_TOO_LONG.
 */
export function ReviewLengthCounter({ id, text }: { id: string; text: string }) {
  const over = reviewTooLong(text);
  return (
    <p id={id} className={`text-right text-xs ${over ? "font-semibold text-error" : "text-base-content/70"}`}>
      {text.length}/{REVIEW_MAX}
      <span className="sr-only"> characters</span>
    </p>
  );
}
