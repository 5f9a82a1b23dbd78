import { MESSAGES } from "../../i18n/messages";
import { LegalArticle, LegalSection } from "./legal-article";

/** /terms: the terms of use, with the medical disclaimer (linked from the footer as /terms#medical-disclaimer). */
export function TermsPage() {
  const M = MESSAGES.legalTerms;
  return (
    <LegalArticle title={M.title} intro={M.intro}>
      <LegalSection id="medical-disclaimer" title={M.medicalDisclaimer}>
        <p>{M.medicalText}</p>
      </LegalSection>
      <LegalSection title={M.accountTitle}>
        <p>{M.accountText}</p>
      </LegalSection>
      <LegalSection title={M.campsTitle}>
        <p>{M.campsText}</p>
      </LegalSection>
      <LegalSection title={M.paymentsTitle}>
        <p>{M.paymentsText}</p>
      </LegalSection>
    </LegalArticle>
  );
}
