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
  subject: ({ camp }, m) => m.mail.campCancelled.subject(camp.title),
  body: ({ name, baseUrl, camp, unsubscribeUrl }, m) => (
    <MailLayout
      m={m}
      lang={m.mail.layout.lang}
      dir={m.mail.layout.dir}
      preview={m.mail.campCancelled.preview}
      heading={m.mail.campCancelled.heading}
      unsubscribeUrl={unsubscribeUrl}
    >
      <MailText>{m.mail.campCancelled.hello(name)}</MailText>
      <MailText>{m.mail.campCancelled.cancelled(camp.title)}</MailText>
      <MailFacts facts={campFacts(camp, m)} />
      <MailButton href={`${baseUrl}/meals`}>{m.mail.campCancelled.button}</MailButton>
    </MailLayout>
  ),
});
