export * from "./auth.ts";
export * from "./camps.ts";
export * from "./payments.ts";
