import { matchRoutes, type RouteObject } from "react-router";

type LazyObject = Record<string, () => Promise<unknown>>;

/**
 * Loads the lazy parts of the routes a URL matches and writes them into the route objects, so the router starts
 * with them in hand. A server-rendered page must hydrate into its screens at once: a router that still had to load
 * one would first render its fallback in place of the HTML the server sent.
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy as LazyObject | (() => Promise<Record<string, unknown>>) | undefined;
      if (!lazy) return;
      const parts =
        typeof lazy === "function"
          ? await lazy()
          : Object.fromEntries(
              await Promise.all(Object.entries(lazy).map(async ([key, load]) => [key, await load()] as const)),
            );
      Object.assign(route, parts);
      delete route.lazy;
    }),
  );
}
