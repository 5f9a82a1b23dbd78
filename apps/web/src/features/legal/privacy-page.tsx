import { MESSAGES } from "../../i18n/messages";
import { LegalArticle, LegalSection } from "./legal-article";

/** Where privacy requests go (an address, the same in every language). */
const PRIVACY_EMAIL = "privacy@medcamp.dev";

/** /privacy: what MedCamp keeps about its users and why. */
export function PrivacyPage() {
  const M = MESSAGES.legalPrivacy;
  return (
    <LegalArticle title={M.title} intro={M.intro}>
      <LegalSection title={M.keepTitle}>
        <ul className="list-disc space-y-1 ps-6">
          <li>{M.keepAccount}</li>
          <li>{M.keepActivity}</li>
          <li>{M.keepPayments}</li>
        </ul>
      </LegalSection>
      <LegalSection title={M.cookiesTitle}>
        <p>{M.cookiesText}</p>
      </LegalSection>
      <LegalSection title={M.whoTitle}>
        <p>{M.whoText}</p>
      </LegalSection>
      <LegalSection title={M.choicesTitle}>
        <p>
          {M.choicesBefore}{" "}
          <a href={`mailto:${PRIVACY_EMAIL}`} className="link link-primary">
            {PRIVACY_EMAIL}
          </a>
          {M.choicesAfter}
        </p>
      </LegalSection>
    </LegalArticle>
  );
}
