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
  subject: () => "Please confirm your MedCamp newsletter subscription",
  body: ({ confirmUrl }) => (
    <MailLayout
      preview="One click to start receiving new camps and health tips."
      heading="Confirm your subscription"
      footerNote="You get this e-mail because this address was entered in MedCamp's newsletter box."
    >
      <MailText>
        Someone, hopefully you, asked to receive MedCamp's newsletter at this address: new camps and health tips, once a
        month.
      </MailText>
      <MailButton href={confirmUrl}>Confirm subscription</MailButton>
      <MailText>
        The link works for 7 days. If you did not ask for this, ignore this e-mail and nothing happens.
      </MailText>
    </MailLayout>
  ),
});
