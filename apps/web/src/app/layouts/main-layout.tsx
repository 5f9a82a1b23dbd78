import { Outlet, ScrollRestoration } from "react-router";
import { Footer } from "../../components/footer";
import { Navbar } from "../../components/navbar";
import { MAIN_CONTENT_ID, SkipLink } from "../../components/skip-link";

export function MainLayout() {
  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <SkipLink />
      <Navbar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
