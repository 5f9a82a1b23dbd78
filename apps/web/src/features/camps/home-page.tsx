import { MESSAGES } from "../../i18n/messages";
import { CampaignCounter } from "./campaign-counter";
import { CategoryTabs } from "./category-tabs";
import { HomeSearch } from "./home-search";
import { Newsletter } from "./newsletter";
import { PackagesSection } from "./packages-section";

export function HomePage() {
  return (
    <>
      <title>{MESSAGES.home.pageTitle}</title>
      <section id="about" className="hero bg-gradient-to-b from-primary/10 to-base-200 px-4 py-16 sm:py-20">
        <div className="hero-content w-full max-w-6xl flex-col text-center">
          <h1 className="text-4xl font-bold sm:text-5xl">{MESSAGES.home.heroTitle}</h1>
          <p className="max-w-3xl text-lg text-base-content/80">{MESSAGES.home.heroText}</p>
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
