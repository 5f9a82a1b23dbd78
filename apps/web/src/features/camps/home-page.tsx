import { Link } from "react-router";

export function HomePage() {
  return (
    <section id="about" className="hero bg-base-200 px-4 py-16 sm:py-24">
      <title>MedCamp · Health camps near you</title>
      <div className="hero-content max-w-3xl flex-col text-center">
        <h1 className="text-4xl font-bold sm:text-5xl">Health camps that fit your life</h1>
        <p className="text-lg text-base-content/80">
          MedCamp brings doctors, nurses and therapists together in camps of 3, 7 or 10 days. Browse the camps, read
          what other participants say, and join the one that suits you.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/meals" className="btn btn-primary">
            Browse camps
          </Link>
          <Link to="/upcoming-meals" className="btn btn-outline">
            See upcoming camps
          </Link>
        </div>
      </div>
    </section>
  );
}
