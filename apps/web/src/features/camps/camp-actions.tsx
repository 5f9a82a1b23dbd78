import { MESSAGES, type MealDetail } from "@medcamp/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { ApiError, isRefusal } from "../../lib/api-client";
import { useAuth } from "../../lib/auth-context";
import { notify } from "../../lib/toast";
import { markLiked, useLikeCamp } from "./api/like-camp";
import { useRequestToJoin } from "./api/request-to-join";

/** The toast text for a refused like (product.md §8): the server's message, else the generic one. */
export const likeErrorText = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : MESSAGES.camps.somethingWrong;

const spinner = <span className="loading loading-spinner loading-sm" aria-hidden="true" />;

/** Like (once; "Liked" and disabled afterwards) and Join Camp; both need a signed-in user (product.md §5, §6, §8). */
export function CampActions({ camp }: { camp: MealDetail }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const like = useLikeCamp(camp._id);
  const join = useRequestToJoin(camp._id);
  const liked = user ? camp.likedby.includes(user.email) : false;

  const toLogin = (message: string) => {
    notify.info(message);
    void navigate("/auth/login", { state: { from: location } });
  };

  function onLike() {
    if (!user) return toLogin(MESSAGES.camps.mustLoginToLike);
    like.mutate(user.email, {
      onSuccess: () => notify.success(MESSAGES.success.mealLiked),
      onError: (error) => {
        if (isRefusal(error, "ALREADY_LIKED")) {
          markLiked(queryClient, camp._id, user.email);
          notify.info(MESSAGES.camps.alreadyLiked);
        } else notify.error(likeErrorText(error));
      },
    });
  }

  function onJoin() {
    if (!user) return toLogin(MESSAGES.camps.mustLoginToRequest);
    join.mutate(user.email, {
      onSuccess: () => notify.success(MESSAGES.success.mealRequested),
      onError: (error) => {
        if (isRefusal(error, "SUBSCRIPTION_REQUIRED")) notify.info(MESSAGES.camps.needSubscription);
        else if (isRefusal(error, "ALREADY_REQUESTED")) notify.info(MESSAGES.camps.requestAlreadySent);
        else notify.error(MESSAGES.camps.requestFailed);
      },
    });
  }

  return (
    <div className="flex flex-wrap gap-3">
      <button type="button" className="btn btn-secondary" onClick={onLike} disabled={liked || like.isPending}>
        {like.isPending && spinner}
        {liked ? "Liked" : "Like"}
      </button>
      <button type="button" className="btn btn-primary" onClick={onJoin} disabled={join.isPending}>
        {join.isPending && spinner}
        Join Camp
      </button>
    </div>
  );
}
