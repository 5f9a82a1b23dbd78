import { type UpcomingMeal } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError, isRefusal } from "../../lib/api-client";
import { useAuth } from "../../lib/auth-context";
import { notify } from "../../lib/toast";
import { SubscriptionNotice } from "../../components/feedback/subscription-notice";
import { markUpcomingLiked, useLikeUpcomingCamp } from "./api/like-upcoming-camp";

/** The toast for a refused like (product.md §8): SUBSCRIPTION_REQUIRED_TO_LIKE means no subscription badge. */
export function upcomingLikeError(error: unknown): string {
  if (isRefusal(error, "SUBSCRIPTION_REQUIRED_TO_LIKE")) return MESSAGES.camps.subscriptionRequiredLike;
  if (error instanceof ApiError && error.message) return error.message;
  return MESSAGES.camps.errorLater;
}

/**
 * Like/Liked on an upcoming camp: needs a login and a subscription badge (product.md §4, §6, §8); refused for want
 * of a badge, the card also says so with a link to the packages (issue 17). The like is also "notify me" (issue 19):
 * a liked card says the viewer will be told when the camp is published.
 */
export function UpcomingLikeButton({ camp }: { camp: UpcomingMeal }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const like = useLikeUpcomingCamp(camp._id);
  const [needsPackage, setNeedsPackage] = useState(false);
  const liked = like.isSuccess || (user ? camp.likedby.includes(user.email) : false);
  const noteId = `notify-me-${camp._id}`;

  function onClick() {
    if (!user) {
      notify.info(MESSAGES.camps.mustLoginToLike);
      void navigate("/auth/login", { state: { from: location } });
      return;
    }
    like.mutate(user.email, {
      onSuccess: () => notify.success(MESSAGES.success.mealLiked),
      onError: (error) => {
        // product.md §8: an earlier like (say, from another tab) is news, not a failure; the card turns Liked.
        if (isRefusal(error, "ALREADY_LIKED")) {
          markUpcomingLiked(queryClient, camp._id, user.email, false);
          notify.info(MESSAGES.camps.alreadyLiked);
        } else {
          if (isRefusal(error, "SUBSCRIPTION_REQUIRED_TO_LIKE")) setNeedsPackage(true);
          notify.error(upcomingLikeError(error));
        }
      },
    });
  }

  return (
    <div className="space-y-1">
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        onClick={onClick}
        disabled={liked || like.isPending}
        aria-label={liked ? MESSAGES.upcomingPage.likedCamp(camp.title) : MESSAGES.upcomingPage.likeCamp(camp.title)}
        aria-describedby={liked ? noteId : undefined}
      >
        {like.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        {liked ? MESSAGES.common.liked : MESSAGES.common.like}
      </button>
      {liked && (
        <p id={noteId} className="text-sm text-base-content/70">
          {MESSAGES.campNotices.notifyMeNote}
        </p>
      )}
      {needsPackage && !liked && <SubscriptionNotice message={MESSAGES.camps.needSubscription} />}
    </div>
  );
}
