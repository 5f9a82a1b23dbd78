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
  subject: (_props, m) => m.mail.passwordReset.subject,
  body: ({ name, url, unsubscribeUrl }, m) => (
    <MailLayout
      m={m}
      lang={m.mail.layout.lang}
      dir={m.mail.layout.dir}
      preview={m.mail.passwordReset.preview}
      heading={m.mail.passwordReset.heading(name)}
      unsubscribeUrl={unsubscribeUrl}
    >
      <MailText>{m.mail.passwordReset.intro}</MailText>
      <MailButton href={url}>{m.mail.passwordReset.button}</MailButton>
      <MailNote>{m.mail.passwordReset.expiry}</MailNote>
      <MailText>{m.mail.passwordReset.notYou}</MailText>
    </MailLayout>
  ),
});
