/**
 * Query keys of the signed-in user's own data that more than one feature changes: the dashboard reads the
 * profile (badge) and the payment history, and a purchase on the checkout changes both.
 */
export const ownDataKeys = {
  all: ["dashboard"] as const,
  profile: (email: string) => [...ownDataKeys.all, "profile", email] as const,
  payments: (email: string) => [...ownDataKeys.all, "payments", email] as const,
};
