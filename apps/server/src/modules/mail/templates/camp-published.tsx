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
  subject: ({ camp }, m) => m.mail.campPublished.subject(camp.title),
  body: ({ name, baseUrl, camp, unsubscribeUrl }, m) => (
    <MailLayout
      m={m}
      lang={m.mail.layout.lang}
      dir={m.mail.layout.dir}
      preview={m.mail.campPublished.preview}
      heading={m.mail.campPublished.heading}
      unsubscribeUrl={unsubscribeUrl}
      footerNote={m.mail.campPublished.footerNote}
    >
      <MailText>{m.mail.campPublished.hello(name)}</MailText>
      <MailText>{m.mail.campPublished.published(camp.title)}</MailText>
      <MailFacts facts={campFacts(camp, m)} />
      <MailButton href={campUrl(baseUrl, camp.id)}>{m.mail.campPublished.button}</MailButton>
    </MailLayout>
  ),
});
