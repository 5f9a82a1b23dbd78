import type { RouteObject } from "react-router";
import { pendingRoute } from "../../components/pending-route";

export const authRoutes: RouteObject[] = [
  pendingRoute("auth/login", "Login"),
  pendingRoute("auth/register", "Register"),
];
