import { MailButton, MailLayout, MailText } from "./layout.tsx";
import { defineTemplate } from "./define.ts";

export interface NewsletterConfirmProps {
  /** BASE_URL/newsletter/confirm?token=… (the page asks for one click; opening the link alone changes nothing). */
  confirmUrl: string;
}

/**
 * Double opt-in: sent when an address asks for the newsletter (Home's box or My Profile). Only a confirmed address
 * receives newsletters. Account-like: no unsubscribe link (nothing is sent until the reader confirms).
 */
export const newsletterConfirm = defineTemplate<NewsletterConfirmProps>({
  subject: (_props, m) => m.mail.newsletterConfirm.subject,
  body: ({ confirmUrl }, m) => (
    <MailLayout
      m={m}
      lang={m.mail.layout.lang}
      dir={m.mail.layout.dir}
      preview={m.mail.newsletterConfirm.preview}
      heading={m.mail.newsletterConfirm.heading}
      footerNote={m.mail.newsletterConfirm.footerNote}
    >
      <MailText>{m.mail.newsletterConfirm.intro}</MailText>
      <MailButton href={confirmUrl}>{m.mail.newsletterConfirm.button}</MailButton>
      <MailText>{m.mail.newsletterConfirm.expiry}</MailText>
    </MailLayout>
  ),
});
