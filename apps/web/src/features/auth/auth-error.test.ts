import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { authFailure, authFailureFrom } from "./auth-error";

describe("sign-in failures read as sentences, the provider's code after them (issue 17, item 5)", () => {
  it.each([
    ["INVALID_EMAIL_OR_PASSWORD", "Invalid email or password", "Wrong e-mail or password"],
    ["USER_NOT_FOUND", "User not found", "Wrong e-mail or password"],
    [
      "USER_ALREADY_EXISTS",
      "User already exists. Use another email.",
      "An account with this e-mail already exists. Log in instead, or use another e-mail.",
    ],
    ["PASSWORD_TOO_SHORT", "Password too short", "Password is too short. Use at least 6 characters."],
    ["PASSWORD_TOO_LONG", "Password too long", "Password is too long"],
    ["INVALID_EMAIL", "Invalid email", "Enter a valid e-mail address"],
    ["TOO_MANY_REQUESTS", "", "Too many requests. Please try again later."],
  ])("%s", (code, message, sentence) => {
    expect(authFailure(code, message)).toEqual({ code, message: sentence, text: `${sentence} (${code})` });
  });

  it("keeps the server's own sentence for a code it does not know, the generic one when there is none", () => {
    const common = "This password is too common. Choose another one.";
    expect(authFailure("PASSWORD_TOO_COMMON", common).text).toBe(`${common} (PASSWORD_TOO_COMMON)`);
    expect(authFailure("SOME_CODE", "SOME_CODE").text).toBe("Something went wrong. Please try again. (SOME_CODE)");
  });

  it("reads an ApiError, and anything else as the fallback", () => {
    const error = new ApiError(401, "Invalid email or password", "INVALID_EMAIL_OR_PASSWORD");
    expect(authFailureFrom(error).text).toBe("Wrong e-mail or password (INVALID_EMAIL_OR_PASSWORD)");
    expect(authFailureFrom(new Error("boom")).message).toBe("Something went wrong. Please try again.");
  });
});
