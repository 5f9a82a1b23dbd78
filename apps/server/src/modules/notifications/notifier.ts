import {
  enqueueTemplates,
  type TemplateMail,
  type TemplateName,
  type TemplateProps,
  unsubscribeLinks,
  unsubscribeToken,
} from "../mail/index.ts";
import type { MailAttachment } from "../../db/schema/index.ts";
import { type NoticeText, queueNoticeTexts } from "../sms/index.ts";
import { DEFAULT_PREFERENCES, insertNotifications, preferencesOf, type Recipient, type Writer } from "./repository.ts";

export type { Recipient };

/**
 * `always`: account, payment and request-status messages (sent whatever the preferences say); `reminders` and
 * `campUpdates` are optional topics a user may turn off, and their e-mails carry a one-click unsubscribe.
 */
export type NoticeTopic = "always" | "reminders" | "campUpdates";

/**
 * One thing to tell one user: an in-app notification unless the notice is e-mail only, and, where it has a text, a
 * text message to a reader who chose texts (ADR 030); an e-mail from a template, unless the reader chose texts only
 * (SMS or WhatsApp) and the text was queued.
 */
export interface Notice<N extends TemplateName = TemplateName> {
  to: Recipient;
  topic: NoticeTopic;
  /** The in-app notification (absent for e-mail-only messages such as the welcome). */
  inApp?: { kind: string; title: string; body: string; link?: string };
  /** Optional topics: the notifier adds `unsubscribeUrl` to the props. */
  mail: { template: N; props: TemplateProps<N>; attachments?: MailAttachment[] };
  /** The notice as a text (modules/sms): short, in the reader's language, nothing clinical. */
  text?: NoticeText;
}

/** Builds a notice with its template's props checked (an array of notices mixes templates). */
export const notice = <N extends TemplateName>(n: Notice<N>): Notice => n as unknown as Notice;

export interface NotifierOptions {
  baseUrl: string;
  /** Signs unsubscribe links (the auth secret). */
  secret: string;
  /** Whether the text provider sends WhatsApp (ADR 030): where it does not, a WhatsApp chooser hears by e-mail. */
  sendsWhatsApp?: boolean;
}

/**
 * Tells people things (docs/architecture.md, mail): writes each notice's in-app notification and queues its text and
 * its e-mail in the caller's transaction, so they exist exactly when the change that causes them does. Optional
 * topics a recipient turned off are skipped, e-mail, in-app and text alike. A reader who chose texts only gets the
 * text instead of the e-mail; when the text cannot go (no text for this notice, the number answered STOP or is not
 * verified), the e-mail goes, so nobody is left with the in-app row alone.
 */
export function createNotifier({ baseUrl, secret, sendsWhatsApp = false }: NotifierOptions) {
  return {
    /** Returns how many notices were sent (after the preferences). */
    async send(db: Writer, notices: Notice[]): Promise<number> {
      const optional = notices.filter((n) => n.topic !== "always").map((n) => n.to.id);
      const preferences = await preferencesOf(db, optional);
      const wanted = notices.filter(
        (n) => n.topic === "always" || (preferences.get(n.to.id) ?? DEFAULT_PREFERENCES)[n.topic],
      );
      await insertNotifications(
        db,
        wanted.flatMap((n) => (n.inApp ? [{ userId: n.to.id, ...n.inApp }] : [])),
      );
      const texts = wanted.flatMap((n) => (n.text ? [{ ...n.text, userId: n.to.id, notice: n }] : []));
      const textedInstead = new Set([...(await queueNoticeTexts(db, texts, sendsWhatsApp))].map((t) => t.notice));
      const mailed = wanted.filter((n) => !textedInstead.has(n));
      await enqueueTemplates(
        db,
        mailed.map((n): TemplateMail<TemplateName> => {
          // Each message names its account (issue 37): the account's data and deletion go by it, not by the address.
          if (n.topic === "always") return { to: n.to.email, userId: n.to.id, ...n.mail };
          const links = unsubscribeLinks(baseUrl, unsubscribeToken(secret, { topic: n.topic, subject: n.to.id }));
          const props = { ...n.mail.props, unsubscribeUrl: links.pageUrl } as unknown as TemplateProps<TemplateName>;
          return { to: n.to.email, userId: n.to.id, ...n.mail, props, headers: links.headers };
        }),
      );
      return wanted.length;
    },
  };
}
export type Notifier = ReturnType<typeof createNotifier>;
