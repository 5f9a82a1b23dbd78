import { MESSAGES, type MealDetail } from "@medcamp/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError } from "../../lib/api-client";
import { useAuth } from "../../lib/auth-context";
import { notify } from "../../lib/toast";
import { likeMeal, requestMeal } from "./api/camps-api";

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/** Like (once; "Liked" and disabled afterwards) and Join Camp; both need a signed-in user (SPEC §5, §6, §8). */
export function CampActions({ meal, onLiked }: { meal: MealDetail; onLiked: (likes: number) => void }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [likedNow, setLikedNow] = useState(false);
  const [busy, setBusy] = useState<"like" | "join" | null>(null);
  const liked = likedNow || (user ? meal.likedby.includes(user.email) : false);

  const toLogin = (message: string) => {
    notify.info(message);
    navigate("/auth/login", { state: { from: location } });
  };

  async function onLike() {
    if (!user) return toLogin(MESSAGES.camps.mustLoginToLike);
    if (liked) return notify.info(MESSAGES.camps.alreadyLiked);
    setBusy("like");
    try {
      const result = await likeMeal(meal._id, user.email);
      setLikedNow(true);
      onLiked(result.likes);
      notify.success(MESSAGES.success.mealLiked);
      await queryClient.invalidateQueries({ queryKey: ["meals"] });
    } catch (error) {
      if (error instanceof ApiError && error.code === "ALREADY_LIKED") setLikedNow(true);
      notify.error(messageOf(error, MESSAGES.camps.somethingWrong));
    } finally {
      setBusy(null);
    }
  }

  async function onJoin() {
    if (!user) return toLogin(MESSAGES.camps.mustLoginToRequest);
    setBusy("join");
    try {
      const result = await requestMeal(meal._id, user.email);
      notify.success(result.message || MESSAGES.success.mealRequested);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 403 || error.status === 409)) notify.info(error.message);
      else notify.error(MESSAGES.camps.requestFailed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-wrap gap-3">
      <button type="button" className="btn btn-secondary" onClick={onLike} disabled={liked || busy === "like"}>
        {busy === "like" && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {liked ? "Liked" : "Like"}
      </button>
      <button type="button" className="btn btn-primary" onClick={onJoin} disabled={busy === "join"}>
        {busy === "join" && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Join Camp
      </button>
    </div>
  );
}
