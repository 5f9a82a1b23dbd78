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
  subject: ({ camp }, m) => m.mail.requestDeclined.subject(camp.title),
  body: ({ name, baseUrl, camp, reason, unsubscribeUrl }, m) => (
    <MailLayout
      m={m}
      lang={m.mail.layout.lang}
      dir={m.mail.layout.dir}
      preview={m.mail.requestDeclined.preview}
      heading={m.mail.requestDeclined.heading}
      unsubscribeUrl={unsubscribeUrl}
    >
      <MailText>{m.mail.requestDeclined.hello(name)}</MailText>
      <MailText>{m.mail.requestDeclined.declined(camp.title)}</MailText>
      {reason ? <MailText>{m.mail.requestDeclined.reason(reason)}</MailText> : null}
      <MailFacts facts={campFacts(camp, m)} />
      <MailButton href={`${baseUrl}/user/meals`}>{m.mail.requestDeclined.button}</MailButton>
    </MailLayout>
  ),
});
