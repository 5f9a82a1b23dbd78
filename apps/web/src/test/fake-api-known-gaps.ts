/**
 * Tests that asked the fake API for a route they do not fake, or faked an answer the contract does not allow, when
 * the fake API began to fail such tests (issue 38): per test file, the start of each problem still let through.
 * Fix the test (fake the route, or answer as the contract says), then take its line out; a new test gets no line.
 */
export const KNOWN_GAPS: Record<string, string[]> = {
  "auth-provider.test.tsx": ["POST /create-user → 200"],
  "router.test.tsx": ["GET /meal-cities: not faked"],
  "all-camps-page.test.tsx": ["GET /meal-cities: not faked", "GET /meals → 200"],
  "login-page.test.tsx": ["GET /app-config → 200"],
  "register-page.test.tsx": ["GET /app-config: not faked"],
  "camp-actions.test.tsx": ["GET /meals/c1/questions: not faked"],
  "camp-detail-page.test.tsx": ["GET /meals/c1/questions: not faked"],
  "camp-state.test.tsx": ["GET /meals/c1/questions: not faked", "POST /meal/request → 201"],
  "profile-page.test.tsx": ["GET /auth/list-accounts: not faked", "GET /users/sam%40example.org: not faked"],
  "question-editor.test.tsx": ["PUT /meals/c1/questions → 200"],
  "checkout-held.test.tsx": ["GET /subscription/quote: not faked", "GET /app-config → 200"],
  "checkout-subscription.test.tsx": ["GET /app-config → 200"],
  "checkout-page.test.tsx": [
    "GET /subscription/quote → 200",
    "GET /app-config → 200",
    "POST /create-payment-intent → 200",
    "POST /demo-payments/confirm → 502",
  ],
};
