import { MESSAGES, type UpcomingMeal } from "@medcamp/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError } from "../../lib/api-client";
import { useAuth } from "../../lib/auth-context";
import { notify } from "../../lib/toast";
import { likeUpcoming } from "./upcoming-api";

/** Like/Liked on an upcoming camp: needs a login and a subscription badge (SPEC §4, §6, §8). */
export function UpcomingLikeButton({ meal }: { meal: UpcomingMeal }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [likedNow, setLikedNow] = useState(false);
  const [busy, setBusy] = useState(false);
  const liked = likedNow || (user ? meal.likedby.includes(user.email) : false);

  async function onClick() {
    if (!user) {
      notify.info(MESSAGES.camps.mustLoginToLike);
      navigate("/auth/login", { state: { from: location } });
      return;
    }
    setBusy(true);
    try {
      await likeUpcoming(meal._id, user.email);
      setLikedNow(true);
      // The count goes up by one at once; the refetch then brings the server's numbers.
      queryClient.setQueryData<UpcomingMeal[]>(["upcoming-meals"], (list) =>
        list?.map((m) => (m._id === meal._id ? { ...m, likes: m.likes + 1, likedby: [user.email] } : m)),
      );
      notify.success(MESSAGES.success.mealLiked);
      await queryClient.invalidateQueries({ queryKey: ["upcoming-meals"] });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) notify.error(MESSAGES.camps.subscriptionRequiredLike);
      else if (error instanceof ApiError && error.message) notify.error(error.message);
      else notify.error(MESSAGES.camps.errorLater);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="btn btn-secondary btn-sm"
      onClick={onClick}
      disabled={liked || busy}
      aria-label={`${liked ? "Liked" : "Like"}: ${meal.title}`}
    >
      {liked ? "Liked" : "Like"}
    </button>
  );
}
