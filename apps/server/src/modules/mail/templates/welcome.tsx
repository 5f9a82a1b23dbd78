import { MailButton, MailLayout, MailText } from "./layout.tsx";
import { defineTemplate } from "./define.ts";

export interface WelcomeProps {
  name: string;
  /** The app's address (BASE_URL). */
  baseUrl: string;
  /** Set by the notifier for optional topics (every template passes it to the layout). */
  unsubscribeUrl?: string;
}

/** Sent once, after sign-up (e-mail only). */
export const welcome = defineTemplate<WelcomeProps>({
  subject: (_props, m) => m.mail.welcome.subject,
  body: ({ name, baseUrl, unsubscribeUrl }, m) => (
    <MailLayout
      m={m}
      lang={m.mail.layout.lang}
      dir={m.mail.layout.dir}
      preview={m.mail.welcome.preview}
      heading={m.mail.welcome.heading(name)}
      unsubscribeUrl={unsubscribeUrl}
    >
      <MailText>{m.mail.welcome.intro}</MailText>
      <MailButton href={`${baseUrl}/meals`}>{m.mail.welcome.button}</MailButton>
      <MailText>{m.mail.welcome.notYou}</MailText>
    </MailLayout>
  ),
});
