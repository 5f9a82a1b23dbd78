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

const changedText = (changes: CampChange[]) =>
  changes.length === 2 ? "date and place" : changes[0] === "place" ? "place" : "date and time";

/** A camp the camper holds a seat at (or waits for) moved in time or place (camp updates: optional). */
export const campUpdated = defineTemplate<CampUpdatedProps>({
  subject: ({ camp, changes }) => `New ${changedText(changes)} for ${camp.title}`,
  body: ({ name, baseUrl, camp, changes, unsubscribeUrl }) => (
    <MailLayout
      preview={`The ${changedText(changes)} of your camp changed.`}
      heading={`The camp's ${changedText(changes)} changed`}
      unsubscribeUrl={unsubscribeUrl}
      footerNote="You get this e-mail because you asked to join this camp."
    >
      <MailText>Hello {name},</MailText>
      <MailText>
        The organisers changed the {changedText(changes)} of {camp.title}. Here are the details as they are now:
      </MailText>
      <MailFacts facts={campFacts(camp)} />
      <MailButton href={campUrl(baseUrl, camp.id)}>See the camp</MailButton>
      <MailText>If you can no longer come, please cancel on your dashboard so someone else can have the seat.</MailText>
    </MailLayout>
  ),
});
