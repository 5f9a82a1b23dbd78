import type { Server } from "node:http";
import Provider from "oidc-provider";
import { freePort } from "./server-process.ts";

/** The identities the stand-in knows: the login name typed on its form → the claims it vouches for. */
export const GOOGLE_IDENTITIES: Record<string, { email: string; email_verified: boolean; name: string }> = {
  alice: { email: "alice.google@example.org", email_verified: true, name: "Alice Google" },
  bruno: { email: "bruno.google@example.org", email_verified: true, name: "Bruno Google" },
  "unverified-sara": { email: "sara@medcamp.dev", email_verified: false, name: "Not Sara" },
  "verified-sara": { email: "sara@medcamp.dev", email_verified: true, name: "Sara Ahmed" },
};

export const GOOGLE_CLIENT = { id: "medcamp-e2e", secret: "medcamp-e2e-secret-0123456789" };

/**
 * A local OpenID provider standing in for Google (Google is outside the product and unreachable here;
 * architecture.md §2.1 pitfall 4). Its development login form accepts any login name from GOOGLE_IDENTITIES.
 */
export async function startGoogleStandIn(appBaseUrl: string): Promise<{ discoveryUrl: string; stop(): Promise<void> }> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: GOOGLE_CLIENT.id,
        client_secret: GOOGLE_CLIENT.secret,
        redirect_uris: [`${appBaseUrl}/api/auth/callback/google`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    async findAccount(_ctx, id) {
      const identity = GOOGLE_IDENTITIES[id];
      if (!identity) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...identity }) };
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["medcamp-e2e-cookie-key"] },
  });
  const server: Server = provider.listen(port, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return {
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
