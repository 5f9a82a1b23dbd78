import { Link } from "react-router";
import notFoundImage from "../assets/not-found.svg";
import { MAIN_CONTENT_ID } from "../components/skip-link";

export function NotFoundPage() {
  return (
    <main id={MAIN_CONTENT_ID} className="grid min-h-dvh place-items-center px-4 py-10 text-center">
      <title>Page not found · MedCamp</title>
      <div className="flex max-w-md flex-col items-center gap-6">
        <img
          src={notFoundImage}
          alt="404: page not found"
          width="320"
          height="200"
          className="h-auto w-full max-w-xs"
        />
        <h1 className="text-2xl font-bold">This page does not exist.</h1>
        <Link to="/" className="btn btn-primary">
          Go Back
        </Link>
      </div>
    </main>
  );
}
