import { MailButton, MailFacts, MailLayout, MailText } from "./layout.tsx";
import { defineTemplate } from "./define.ts";
import { campFacts, campUrl, type CampSummary } from "./camp-facts.ts";

export interface CampPublishedProps {
  name: string;
  baseUrl: string;
  /** The new camp (its id is the published camp's). */
  camp: CampSummary;
  unsubscribeUrl?: string;
}

/** An upcoming camp the user liked ("notify me") is published (camp updates: optional). */
export const campPublished = defineTemplate<CampPublishedProps>({
  subject: ({ camp }) => `Now open: ${camp.title}`,
  body: ({ name, baseUrl, camp, unsubscribeUrl }) => (
    <MailLayout
      preview="An upcoming camp you liked is now open for requests."
      heading="A camp you liked is now open"
      unsubscribeUrl={unsubscribeUrl}
      footerNote="You get this e-mail because you liked this camp while it was upcoming."
    >
      <MailText>Hello {name},</MailText>
      <MailText>{camp.title} is now published, and you can ask to join it.</MailText>
      <MailFacts facts={campFacts(camp)} />
      <MailButton href={campUrl(baseUrl, camp.id)}>See the camp</MailButton>
    </MailLayout>
  ),
});
