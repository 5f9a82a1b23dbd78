import type { RouteObject } from "react-router";
import { pendingRoute } from "../../components/pending-route";

export const paymentRoutes: RouteObject[] = [pendingRoute("payments", "Checkout")];
