import type { MessageCatalog } from "@medcamp/contract";
import { MailButton, MailFacts, MailLayout, MailText } from "./layout.tsx";
import { defineTemplate } from "./define.ts";
import { campFacts, campUrl, type CampSummary } from "./camp-facts.ts";

/** What changed: the date and time (or time zone), the place, or both. */
export type CampChange = "schedule" | "place";

export interface CampUpdatedProps {
  name: string;
  baseUrl: string;
  /** The camp as it is now. */
  camp: CampSummary;
  changes: CampChange[];
  unsubscribeUrl?: string;
}

const changedText = (changes: CampChange[], m: MessageCatalog) =>
  changes.length === 2
    ? m.mail.campUpdated.changedBoth
    : changes[0] === "place"
      ? m.mail.campUpdated.changedPlace
      : m.mail.campUpdated.changedSchedule;

/** A camp the camper holds a seat at (or waits for) moved in time or place (camp updates: optional). */
export const campUpdated = defineTemplate<CampUpdatedProps>({
  subject: ({ camp, changes }, m) => m.mail.campUpdated.subject(changedText(changes, m), camp.title),
  body: ({ name, baseUrl, camp, changes, unsubscribeUrl }, m) => (
    <MailLayout
      m={m}
      lang={m.mail.layout.lang}
      dir={m.mail.layout.dir}
      preview={m.mail.campUpdated.preview(changedText(changes, m))}
      heading={m.mail.campUpdated.heading(changedText(changes, m))}
      unsubscribeUrl={unsubscribeUrl}
      footerNote={m.mail.campUpdated.footerNote}
    >
      <MailText>{m.mail.campUpdated.hello(name)}</MailText>
      <MailText>{m.mail.campUpdated.changed(changedText(changes, m), camp.title)}</MailText>
      <MailFacts facts={campFacts(camp, m)} />
      <MailButton href={campUrl(baseUrl, camp.id)}>{m.mail.campUpdated.button}</MailButton>
      <MailText>{m.mail.campUpdated.cancelHint}</MailText>
    </MailLayout>
  ),
});
