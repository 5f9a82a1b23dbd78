import { LegalArticle, LegalSection } from "./legal-article";

/** /privacy: what MedCamp keeps about its users and why. */
export function PrivacyPage() {
  return (
    <LegalArticle
      title="Privacy Policy"
      intro="MedCamp keeps only what it needs to run your account, your camp activity and your package."
    >
      <LegalSection title="What we keep">
        <ul className="list-disc space-y-1 pl-6">
          <li>
            Your account: name, e-mail address, photo URL and a salted hash of your password (never the password).
          </li>
          <li>Your camp activity: likes, reviews and join requests, so you and the camp organisers can follow them.</li>
          <li>
            Your package payments: package, amount, date and the payment provider&apos;s transaction ID. Card numbers go
            to the payment provider and never reach our server.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="Cookies and local storage">
        <p>
          One session cookie keeps you signed in; it is httpOnly and is not used for tracking. Your theme choice and the
          package you picked are kept in your browser&apos;s local storage. MedCamp loads no analytics or advertising
          scripts.
        </p>
      </LegalSection>
      <LegalSection title="Who sees your data">
        <p>
          Admins see your name, e-mail, package and join requests to run the camps. Your name, rating and comment are
          shown with your reviews. We share nothing else with anyone, except the payment provider for a purchase.
        </p>
      </LegalSection>
      <LegalSection title="Your choices">
        <p>
          Ask for a copy of your data or for its deletion by writing to{" "}
          <a href="mailto:privacy@medcamp.dev" className="link link-primary">
            privacy@medcamp.dev
          </a>
          .
        </p>
      </LegalSection>
    </LegalArticle>
  );
}
