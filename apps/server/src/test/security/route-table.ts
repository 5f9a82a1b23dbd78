import type { FastifyInstance } from "fastify";

/**
 * Every route the server really serves, as "METHOD /path" with OpenAPI-style parameters ("/api/meals/{id}"),
 * read from Fastify's own router (printRoutes), hidden routes included. HEAD twins of GET routes are left out.
 */
export function routeTable(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes().split("\n")) {
    const branch = line.indexOf("── ");
    if (branch < 0) continue;
    const depth = (branch - 1) / 4;
    const [, segment = "", methods] = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(branch + 3)) ?? [];
    stack[depth] = segment;
    stack.length = depth + 1;
    if (!methods) continue;
    const path = stack.join("").replace(/:([A-Za-z_]\w*)/g, "{$1}");
    for (const method of methods.split(", ")) if (method !== "HEAD") routes.push(`${method} ${path}`);
  }
  return [...new Set(routes)].sort();
}
