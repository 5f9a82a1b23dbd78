import { lazy } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { Footer } from "../../components/footer";
import { MainContent } from "../../components/main-content";
import { NavButtonSlot } from "../../components/nav-button-slot";
import { Navbar } from "../../components/navbar";
import { OfflineBanner } from "../../components/offline-banner";
import { SkipLink } from "../../components/skip-link";
import { scrollKey } from "../../lib/scroll-key";

// Shown to signed-in users only (the navbar puts it in): a visitor's first page does not load it.
const NotificationBell = lazy(async () => ({
  default: (await import("../../features/notifications/notification-bell")).NotificationBell,
}));

export function MainLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Navbar
        signedInExtras={
          <NavButtonSlot>
            <NotificationBell />
          </NavButtonSlot>
        }
      />
      <MainContent>
        <Outlet />
        <OfflineBanner />
      </MainContent>
      <Footer />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
