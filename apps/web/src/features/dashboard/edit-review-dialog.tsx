/** The review Edit modal lives in components/: the camp detail's "Your review" opens it too. */
export { EditReviewDialog } from "../../components/form/edit-review-dialog";
