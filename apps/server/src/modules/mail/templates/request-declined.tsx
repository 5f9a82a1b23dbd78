import { MailButton, MailFacts, MailLayout, MailText } from "./layout.tsx";
import { defineTemplate } from "./define.ts";
import { campFacts, type CampSummary } from "./camp-facts.ts";

export interface RequestDeclinedProps {
  name: string;
  baseUrl: string;
  camp: CampSummary;
  unsubscribeUrl?: string;
}

/** An organiser declined the request (request status: always sent). */
export const requestDeclined = defineTemplate<RequestDeclinedProps>({
  subject: ({ camp }) => `Your request was declined: ${camp.title}`,
  body: ({ name, baseUrl, camp, unsubscribeUrl }) => (
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
      <MailFacts facts={campFacts(camp)} />
      <MailButton href={`${baseUrl}/user/meals`}>See my requests</MailButton>
    </MailLayout>
  ),
});
