import { lazy } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { Footer } from "../../components/layout/footer";
import { MainContent } from "../../components/layout/main-content";
import { NavButtonSlot } from "../../components/layout/nav-button-slot";
import { Navbar } from "../../components/layout/navbar";
import { OfflineBanner } from "../../components/feedback/offline-banner";
import { SkipLink } from "../../components/layout/skip-link";
import { scrollKey } from "../../lib/scroll-key";
import { withTexts } from "../../i18n/active-locale";

// Shown to signed-in users only (the navbar puts it in): a visitor's first page does not load it, nor its texts.
const NotificationBell = lazy(async () => ({
  default: (await withTexts(import("../../features/notifications/notification-bell"), "pages")).NotificationBell,
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
