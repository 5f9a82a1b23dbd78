import { MESSAGES, type MessageCatalog } from "@medcamp/contract";
import { plainTextSelectors, render } from "@react-email/render";
import type { ReactElement } from "react";
import type { MailAttachment } from "../../db/schema/index.ts";
import type { MailTemplate } from "./templates/define.ts";
import { MAIL_TEMPLATES } from "./templates/registry.ts";

/** Headings stay as written in the text part (html-to-text would shout them in capitals). */
const htmlToTextOptions = {
  selectors: [
    ...plainTextSelectors,
    ...["h1", "h2", "h3"].map((selector) => ({ selector, options: { uppercase: false } })),
  ],
};

/** The HTML part and the plain-text part of one body (the same words, links written out). */
export async function renderBody(body: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(body), render(body, { plainText: true, htmlToTextOptions })]);
  return { html, text };
}

/**
 * Renders a queued template message in the language of the catalogue `m` (English by default), with the files its
 * template makes from the props; throws for a name no template has (the message then fails for good).
 */
export async function renderTemplate(
  name: string,
  props: unknown,
  m: MessageCatalog = MESSAGES,
): Promise<{ subject: string; html: string; text: string; attachments: MailAttachment[] }> {
  const template = (MAIL_TEMPLATES as Record<string, MailTemplate<unknown> | undefined>)[name];
  if (!template) throw new Error(`no mail template named ${name}`);
  const [body, attachments] = await Promise.all([renderBody(template.body(props, m)), template.attachments?.(props)]);
  return { subject: template.subject(props, m), ...body, attachments: attachments ?? [] };
}
