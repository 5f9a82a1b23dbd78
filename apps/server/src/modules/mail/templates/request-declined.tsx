import { MailButton, MailFacts, MailLayout, MailText } from "./layout.tsx";
import { defineTemplate } from "./define.ts";
import { campFacts, type CampSummary } from "./camp-facts.ts";

export interface RequestDeclinedProps {
  name: string;
  baseUrl: string;
  camp: CampSummary;
  /** The organiser's reason, when they gave one (issue 23). */
  reason?: string;
  unsubscribeUrl?: string;
}

/** An organiser declined the request (request status: always sent). */
export const requestDeclined = defineTemplate<RequestDeclinedProps>({
  subject: ({ camp }) => `Your request was declined: ${camp.title}`,
  body: ({ name, baseUrl, camp, reason, unsubscribeUrl }) => (
    <MailLayout
      preview="An organiser could not accept your request this time."
      heading="Your request was declined"
      unsubscribeUrl={unsubscribeUrl}
    >
      <MailText>Hello {name},</MailText>
      <MailText>
        We are sorry: an organiser could not accept your request to join {camp.title} this time. Other camps may suit
        you just as well.
      </MailText>
      {reason ? <MailText>The organiser&apos;s reason: {reason}</MailText> : null}
      <MailFacts facts={campFacts(camp)} />
      <MailButton href={`${baseUrl}/user/meals`}>See my requests</MailButton>
    </MailLayout>
  ),
});
