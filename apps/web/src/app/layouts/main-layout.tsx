import { Outlet, ScrollRestoration } from "react-router";
import { Footer } from "../../components/footer";
import { Navbar } from "../../components/navbar";
import { MainContent } from "../../components/main-content";
import { SkipLink } from "../../components/skip-link";

export function MainLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Navbar />
      <MainContent>
        <Outlet />
      </MainContent>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
