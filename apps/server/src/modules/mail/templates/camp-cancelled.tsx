import { MailButton, MailFacts, MailLayout, MailText } from "./layout.tsx";
import { defineTemplate } from "./define.ts";
import { campFacts, type CampSummary } from "./camp-facts.ts";

export interface CampCancelledProps {
  name: string;
  baseUrl: string;
  /** The camp as it was (it no longer exists: no link to it). */
  camp: CampSummary;
  unsubscribeUrl?: string;
}

/** A camp the camper asked to join was deleted, their request with it (request status: always sent). */
export const campCancelled = defineTemplate<CampCancelledProps>({
  subject: ({ camp }) => `Camp cancelled: ${camp.title}`,
  body: ({ name, baseUrl, camp, unsubscribeUrl }) => (
    <MailLayout
      preview="The organisers cancelled a camp you asked to join."
      heading="This camp is cancelled"
      unsubscribeUrl={unsubscribeUrl}
    >
      <MailText>Hello {name},</MailText>
      <MailText>
        We are sorry: the organisers cancelled {camp.title}, so your request for it is closed. There is nothing you need
        to do.
      </MailText>
      <MailFacts facts={campFacts(camp)} />
      <MailButton href={`${baseUrl}/meals`}>Find another camp</MailButton>
    </MailLayout>
  ),
});
