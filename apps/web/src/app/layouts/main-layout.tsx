import { Outlet, ScrollRestoration } from "react-router";
import { Footer } from "../../components/footer";
import { Navbar } from "../../components/navbar";
import { NotificationBell } from "../../features/notifications/notification-bell";
import { MainContent } from "../../components/main-content";
import { OfflineBanner } from "../../components/offline-banner";
import { SkipLink } from "../../components/skip-link";
import { scrollKey } from "../../lib/scroll-key";

export function MainLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Navbar signedInExtras={<NotificationBell />} />
      <MainContent>
        <Outlet />
        <OfflineBanner />
      </MainContent>
      <Footer />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
