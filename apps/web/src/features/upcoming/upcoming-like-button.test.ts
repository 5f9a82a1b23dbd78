import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { upcomingLikeError } from "./upcoming-like-button";

describe("upcomingLikeError", () => {
  it("asks for a subscription on SUBSCRIPTION_REQUIRED_TO_LIKE and passes other server messages on", () => {
    expect(upcomingLikeError(new ApiError(403, "Forbidden", "SUBSCRIPTION_REQUIRED_TO_LIKE"))).toBe(
      "Subscription Required: You need a subscription to like meals. Please upgrade your badge.",
    );
    expect(upcomingLikeError(new ApiError(400, "You have already liked this meal.", "ALREADY_LIKED"))).toBe(
      "You have already liked this meal.",
    );
    expect(upcomingLikeError(new TypeError("offline"))).toBe("An error occurred. Please try again later.");
  });
});
