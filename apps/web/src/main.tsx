import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { AppShell } from "./app/app";
import { appRoutes } from "./app/router";
import { loadLocale, setBrowserLocale } from "./i18n/active-locale";
import { applyDocumentLocale, initialLocale, rememberLocaleOfUrl, storedLocale } from "./i18n/browser-locale";
import { LocaleRoot } from "./i18n/locale-root";
import { createQueryClient } from "./lib/query-client";
import { hydrateQueries, readHydrationData } from "./ssr/hydration-data";
import { resolveLazyRoutes } from "./ssr/resolve-lazy-routes";
import { HYDRATING_ATTRIBUTE } from "./ssr/start-mode";
import { takeOverInput } from "./ssr/take-over-input";

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain #root");

const queryClient = createQueryClient();
const routes = appRoutes(queryClient);
const rendered = readHydrationData(document);

async function start(root: HTMLElement) {
  // The language first (ADR 022): its catalogue chunk is fetched before the first render, so no screen shows in
  // one language and then another; a server-rendered page keeps the language it was rendered in.
  const chosenInUrl = rememberLocaleOfUrl();
  const locale = initialLocale(Boolean(rendered));
  await loadLocale(locale).catch(() => undefined);
  setBrowserLocale(locale);
  applyDocumentLocale(locale);
  if (rendered) {
    // A page the server rendered (ADR 019): its data is in the document and its screen is loaded before hydrating,
    // so the browser takes over the same HTML without asking for the data again.
    hydrateQueries(queryClient, rendered.queries);
    await resolveLazyRoutes(routes, window.location);
    const router = createBrowserRouter(routes, { hydrationData: { loaderData: rendered.loaderData } });
    // From here until it has been handed what the person did meanwhile, a press waits for the app (boot.ts).
    document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, "");
    hydrateRoot(
      root,
      <AppShell queryClient={queryClient} onTakeOver={() => takeOverInput(root)}>
        <LocaleRoot initial={locale} preferred={storedLocale()} chosenInUrl={chosenInUrl}>
          <RouterProvider router={router} />
        </LocaleRoot>
      </AppShell>,
    );
    return;
  }
  const router = createBrowserRouter(routes);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
  // thread for its whole length (a phone stays responsive while the app starts).
  startTransition(() => {
    createRoot(root).render(
      <AppShell queryClient={queryClient}>
        <LocaleRoot initial={locale} chosenInUrl={chosenInUrl}>
          <RouterProvider router={router} />
        </LocaleRoot>
      </AppShell>,
    );
  });
}

void start(container);
