import type { RouteObject } from "react-router";

/** Login and register are lazy chunks (form libraries stay out of the first page load). */
export const authRoutes: RouteObject[] = [
  { path: "auth/login", lazy: { Component: async () => (await import("./login-page")).LoginPage } },
  { path: "auth/register", lazy: { Component: async () => (await import("./register-page")).RegisterPage } },
];
