import { MailButton, MailLayout, MailText } from "./layout.tsx";
import { defineTemplate } from "./define.ts";

export interface WelcomeProps {
  name: string;
  /** The app's address (BASE_URL). */
  baseUrl: string;
  /** Set by the notifier for optional topics (every template passes it to the layout). */
  unsubscribeUrl?: string;
}

/** Sent once, after sign-up (e-mail only). */
export const welcome = defineTemplate<WelcomeProps>({
  subject: () => "Welcome to MedCamp",
  body: ({ name, baseUrl, unsubscribeUrl }) => (
    <MailLayout
      preview="Find a health camp near you and request a seat."
      heading={`Welcome, ${name}`}
      unsubscribeUrl={unsubscribeUrl}
    >
      <MailText>
        Your MedCamp account is ready. Browse the camps, like the ones you care about and request to join.
      </MailText>
      <MailButton href={`${baseUrl}/meals`}>See the camps</MailButton>
      <MailText>If you did not create this account, you can ignore this e-mail.</MailText>
    </MailLayout>
  ),
});
