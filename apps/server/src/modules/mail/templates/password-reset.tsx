import { MailButton, MailLayout, MailNote, MailText } from "./layout.tsx";
import { defineTemplate } from "./define.ts";

export interface PasswordResetProps {
  name: string;
  /** The single-use link to /auth/reset-password?token=… (valid for an hour). */
  url: string;
  /** Set by the notifier for optional topics (every template passes it to the layout); never set here. */
  unsubscribeUrl?: string;
}

/** Sent when someone asks to reset the password of an existing account (always sent). */
export const passwordReset = defineTemplate<PasswordResetProps>({
  subject: () => "Reset your MedCamp password",
  body: ({ name, url, unsubscribeUrl }) => (
    <MailLayout
      preview="Use this link within an hour to choose a new password."
      heading={`Hello, ${name}`}
      unsubscribeUrl={unsubscribeUrl}
    >
      <MailText>
        Someone asked to reset the password of your MedCamp account. To choose a new password, use the button below.
      </MailText>
      <MailButton href={url}>Choose a new password</MailButton>
      <MailNote>
        The link works once and expires in one hour. When you set a new password, MedCamp signs you out on every device.
      </MailNote>
      <MailText>If you did not ask for this, you can ignore this e-mail: your password stays the same.</MailText>
    </MailLayout>
  ),
});
