import type { AppConfig } from "@medcamp/contract";

/**
 * The fake API's GET /app-config route: the server's answer for a demo deployment (seeded, demo payments, no Google
 * sign-in, Platinum books a new camp 48 hours first as by default); override what a test needs.
 */
export function appConfigRoute(overrides: Partial<AppConfig> = {}) {
  const config: AppConfig = {
    demoSeed: true,
    googleEnabled: false,
    payments: "demo",
    priorityBookingHours: 48,
    ...overrides,
  };
  return { "GET /app-config": { body: config } };
}
