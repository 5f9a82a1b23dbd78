import { MailButton, MailLayout, MailText } from "./layout.tsx";
import { defineTemplate } from "./define.ts";

export interface NewsletterIssueProps {
  subject: string;
  /** The admin's text; a blank line starts a new paragraph. */
  text: string;
  /** The app's address (BASE_URL), for the link to the camps. */
  baseUrl: string;
  /** The subscriber's one-click unsubscribe page (every newsletter carries it, and the List-Unsubscribe headers). */
  unsubscribeUrl?: string;
}

/** One issue of the newsletter, to one confirmed subscriber. */
export const newsletterIssue = defineTemplate<NewsletterIssueProps>({
  subject: ({ subject }) => subject,
  body: ({ subject, text, baseUrl, unsubscribeUrl }, m) => (
    <MailLayout
      m={m}
      lang={m.mail.layout.lang}
      dir={m.mail.layout.dir}
      preview={text.slice(0, 120)}
      heading={subject}
      unsubscribeUrl={unsubscribeUrl}
      footerNote={m.mail.newsletterIssue.footerNote}
    >
      {text
        .split(/\r?\n\s*\r?\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <MailText key={index}>{paragraph}</MailText>
        ))}
      <MailButton href={`${baseUrl}/meals`}>{m.mail.newsletterIssue.button}</MailButton>
    </MailLayout>
  ),
});
