/** Editing a review lives in lib/: My Reviews and the camp detail's "Your review" both use it. */
export { type UpdateReviewInput, updateReview, useUpdateReview } from "../../../lib/update-review";
