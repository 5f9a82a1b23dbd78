import type { RouteObject } from "react-router";

/** Checkout is a lazy chunk, so payment code never loads with the public pages. */
export const paymentRoutes: RouteObject[] = [
  { path: "payments", lazy: { Component: async () => (await import("./checkout-page")).CheckoutPage } },
];
