import { MESSAGES } from "../../i18n/messages";
import { Link } from "react-router";
import campFallback from "../../assets/camp-fallback.svg";

/**
 * /meal/{id} for a camp that does not exist (unknown, deleted or a malformed id): says so inside the app's chrome,
 * with the way back to All Camps.
 */
export function CampUnavailable() {
  return (
    <section
      aria-labelledby="camp-unavailable-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-12 text-center"
    >
      <title>{`${MESSAGES.camps.unavailable} · MedCamp`}</title>
      <img src={campFallback} alt="" width={320} height={200} className="w-64 rounded-box opacity-80" />
      <h1 id="camp-unavailable-title" className="text-2xl font-bold sm:text-3xl">
        {MESSAGES.camps.unavailable}
      </h1>
      <p className="text-base-content/80">{MESSAGES.campDetail.unavailableHint}</p>
      <Link to="/meals" className="btn btn-primary">
        {MESSAGES.campDetail.browseAllCamps}
      </Link>
    </section>
  );
}
