import { LegalArticle, LegalSection } from "./legal-article";

/** /terms: the terms of use, with the medical disclaimer (linked from the footer as /terms#medical-disclaimer). */
export function TermsPage() {
  return (
    <LegalArticle title="Terms of Use" intro="By using MedCamp you agree to these terms.">
      <LegalSection id="medical-disclaimer" title="Medical disclaimer">
        <p>
          Camp information is general guidance, not personal medical advice. Ask a qualified professional about your own
          health, and call your local emergency number in an emergency.
        </p>
      </LegalSection>
      <LegalSection title="Your account">
        <p>
          Keep your password to yourself and give true details when you register. We may close accounts that post
          abusive reviews or misuse the service.
        </p>
      </LegalSection>
      <LegalSection title="Camps, requests and reviews">
        <p>
          Joining a camp sends a request that the organisers confirm. Reviews must be honest and about the camp; admins
          may remove reviews that are not.
        </p>
      </LegalSection>
      <LegalSection title="Packages and payments">
        <p>
          A package costs the price shown when you subscribe. Payments are processed by our payment provider; a payment
          is final once it shows as purchased in your payment history.
        </p>
      </LegalSection>
    </LegalArticle>
  );
}
