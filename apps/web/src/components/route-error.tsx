import { MESSAGES } from "@medcamp/contract";
import { Link, useRouteError } from "react-router";

/** Router error boundary: a failed lazy chunk or a render error, shown without the raw stack. */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-4 text-center">
      <div>
        <h1 className="text-2xl font-bold">{MESSAGES.camps.somethingWrong}</h1>
        <div className="mt-6 flex justify-center gap-2">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Reload
          </button>
          <Link to="/" className="btn">
            Home
          </Link>
        </div>
      </div>
    </main>
  );
}
