import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { MessageCatalog } from "@medcamp/contract";
import type { ReactNode } from "react";

/** MedCamp's look in mail: the web app's light theme colours (styles.css), one column that fits a phone. */
const colours = { primary: "#0f766e", onPrimary: "#ffffff", text: "#16232f", muted: "#475569", page: "#f2f6f8" };
const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export interface MailLayoutProps {
  /** The catalogue the message is written from (the footer's texts). */
  m: MessageCatalog;
  /** The message's language and direction, as `<html lang dir>` (templates pass the catalogue's `mail.layout`). */
  lang?: string;
  dir?: "ltr" | "rtl";
  /** The line mail programs show after the subject. */
  preview: string;
  heading: string;
  children: ReactNode;
  /** Non-essential messages only: where one click unsubscribes (also sent as List-Unsubscribe). */
  unsubscribeUrl?: string;
  /** Why the recipient gets this message, shown in the footer. */
  footerNote?: string;
}

export function MailLayout({
  m,
  lang = "en",
  dir = "ltr",
  preview,
  heading,
  children,
  unsubscribeUrl,
  footerNote,
}: MailLayoutProps) {
  return (
    <Html lang={lang} dir={dir}>
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body
        style={{ backgroundColor: colours.page, color: colours.text, fontFamily: font, margin: 0, padding: "16px 0" }}
      >
        <Container style={{ maxWidth: "560px", width: "100%", backgroundColor: "#ffffff", borderRadius: "8px" }}>
          <Section style={{ backgroundColor: colours.primary, borderRadius: "8px 8px 0 0", padding: "16px 24px" }}>
            <Text style={{ color: colours.onPrimary, fontSize: "20px", fontWeight: 700, margin: 0 }}>MedCamp</Text>
          </Section>
          <Section style={{ padding: "8px 24px 24px" }}>
            <Heading as="h1" style={{ fontSize: "22px", lineHeight: "28px", margin: "16px 0" }}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Hr style={{ margin: 0 }} />
          <Section style={{ padding: "12px 24px 20px" }}>
            {footerNote ? <MailNote>{footerNote}</MailNote> : null}
            {unsubscribeUrl ? (
              <MailNote>
                <Link href={unsubscribeUrl} style={{ color: colours.primary }}>
                  {m.mail.layout.unsubscribeLink}
                </Link>{" "}
                {m.mail.layout.unsubscribeAfter}
              </MailNote>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph of the message. */
export function MailText({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: "16px", lineHeight: "24px", margin: "0 0 12px" }}>{children}</Text>;
}

/** Small print (footer lines). */
export function MailNote({ children }: { children: ReactNode }) {
  return (
    <Text style={{ color: colours.muted, fontSize: "13px", lineHeight: "20px", margin: "4px 0" }}>{children}</Text>
  );
}

/** The message's one main action: a large button (a link underneath for text-only readers). */
export function MailButton({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: "8px 0 16px" }}>
      <Button
        href={href}
        style={{
          backgroundColor: colours.primary,
          color: colours.onPrimary,
          borderRadius: "6px",
          fontSize: "16px",
          fontWeight: 600,
          padding: "12px 20px",
          textDecoration: "none",
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** Facts as "Label: value" lines (a camp's dates and place, a receipt's amount…). */
export function MailFacts({ facts }: { facts: [label: string, value: string][] }) {
  return (
    <Section style={{ backgroundColor: colours.page, borderRadius: "6px", padding: "8px 16px", margin: "0 0 16px" }}>
      {facts.map(([label, value]) => (
        <Text key={label} style={{ fontSize: "15px", lineHeight: "22px", margin: "4px 0" }}>
          <strong>{label}:</strong> {value}
        </Text>
      ))}
    </Section>
  );
}
