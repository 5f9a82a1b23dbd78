import { CampaignCounter } from "./campaign-counter";
import { CategoryTabs } from "./category-tabs";
import { HomeSearch } from "./home-search";
import { Newsletter } from "./newsletter";
import { PackagesSection } from "./packages-section";

export function HomePage() {
  return (
    <>
      <title>MedCamp · Health camps near you</title>
      <section id="about" className="hero bg-gradient-to-b from-primary/10 to-base-200 px-4 py-16 sm:py-20">
        <div className="hero-content w-full max-w-6xl flex-col text-center">
          <h1 className="text-4xl font-bold sm:text-5xl">Health camps that fit your life</h1>
          <p className="max-w-3xl text-lg text-base-content/80">
            MedCamp brings doctors, nurses and therapists together in camps of 3, 7 or 10 days. Search the camps, read
            what other participants say, and join the one that suits you.
          </p>
          <HomeSearch />
        </div>
      </section>
      <CategoryTabs />
      <PackagesSection />
      <CampaignCounter />
      <Newsletter />
    </>
  );
}
