// oidc-provider ships no types; this is the small part the Google stand-in uses.
declare module "oidc-provider" {
  import type { Server } from "node:http";

  interface ClaimsAccount {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }
  interface ProviderConfiguration {
    clients: Array<Record<string, unknown>>;
    findAccount(ctx: unknown, id: string): Promise<ClaimsAccount | undefined>;
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    cookies?: { keys: string[] };
    pkce?: Record<string, unknown>;
    ttl?: Record<string, number>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    listen(port: number, hostname?: string): Server;
    proxy: boolean;
  }
}
