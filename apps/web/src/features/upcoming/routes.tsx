import type { RouteObject } from "react-router";
import { pendingRoute } from "../../components/pending-route";

export const upcomingRoutes: RouteObject[] = [pendingRoute("upcoming-meals", "Upcoming Camping")];
