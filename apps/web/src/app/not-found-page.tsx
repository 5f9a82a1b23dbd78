import { MESSAGES } from "../i18n/messages";
import { Link } from "react-router";
import notFoundImage from "../assets/not-found.svg";
import { MAIN_CONTENT_ID } from "../components/layout/skip-link";

export function NotFoundPage() {
  return (
    <main id={MAIN_CONTENT_ID} className="grid min-h-dvh place-items-center px-4 py-10 text-center">
      <title>{`${MESSAGES.notFound.pageTitle} · MedCamp`}</title>
      <div className="flex max-w-md flex-col items-center gap-6">
        <img
          src={notFoundImage}
          alt={MESSAGES.notFound.imageAlt}
          width="320"
          height="200"
          className="h-auto w-full max-w-xs"
        />
        <h1 className="text-2xl font-bold">{MESSAGES.notFound.heading}</h1>
        <Link to="/" className="btn btn-primary">
          {MESSAGES.notFound.goBack}
        </Link>
      </div>
    </main>
  );
}
