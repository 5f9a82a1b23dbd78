export * from "./auth.ts";
export * from "./camps.ts";
export * from "./payments.ts";
export * from "./sign-in-failures.ts";
export * from "./mail.ts";
export * from "./notifications.ts";
export * from "./subscriptions.ts";
