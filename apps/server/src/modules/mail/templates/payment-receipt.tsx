import type { MessageCatalog } from "@medcamp/contract";
import { MailButton, MailFacts, MailLayout, MailText } from "./layout.tsx";
import { mailDay } from "./camp-facts.ts";
import { defineTemplate } from "./define.ts";

export interface PaymentReceiptProps {
  name: string;
  baseUrl: string;
  /** The package bought (Silver, Gold, Platinum). */
  packageName: string;
  /** In whole units of `currency`. */
  amount: number;
  /** ISO 4217, lower case as the payment provider writes it ("usd"). */
  currency: string;
  transactionId: string;
  /** When the payment was recorded (ISO instant). */
  paidAt: string;
  /** The period the payment covers (ISO instants; issue 20). */
  periodStart?: string;
  periodEnd?: string;
  /** A renewal or an upgrade says so; a first purchase is the default. */
  kind?: "purchase" | "renewal" | "upgrade";
  unsubscribeUrl?: string;
}

const money = (amount: number, currency: string, m: MessageCatalog) =>
  new Intl.NumberFormat(m.mail.layout.lang === "en" ? "en-US" : m.mail.layout.lang, {
    style: "currency",
    currency: currency.toUpperCase(),
  }).format(amount);

/** A payment was recorded (payment: always sent). */
export const paymentReceipt = defineTemplate<PaymentReceiptProps>({
  subject: ({ packageName }, m) => m.mail.paymentReceipt.subject(packageName),
  body: (
    {
      name,
      baseUrl,
      packageName,
      amount,
      currency,
      transactionId,
      paidAt,
      periodStart,
      periodEnd,
      kind,
      unsubscribeUrl,
    },
    m,
  ) => (
    <MailLayout
      m={m}
      lang={m.mail.layout.lang}
      dir={m.mail.layout.dir}
      preview={m.mail.paymentReceipt.preview(money(amount, currency, m))}
      heading={m.mail.paymentReceipt.heading}
      unsubscribeUrl={unsubscribeUrl}
      footerNote={m.mail.paymentReceipt.footerNote}
    >
      <MailText>{m.mail.paymentReceipt.hello(name)}</MailText>
      <MailText>
        {kind === "renewal" ? m.mail.paymentReceipt.renewed(packageName) : m.mail.paymentReceipt.active(packageName)}
      </MailText>
      <MailFacts
        facts={[
          [m.mail.facts.package, packageName],
          [m.mail.paymentReceipt.amountLabel, money(amount, currency, m)],
          [m.mail.paymentReceipt.transactionIdLabel, transactionId],
          [m.mail.paymentReceipt.dateLabel, mailDay(paidAt, m)],
          ...(periodStart && periodEnd
            ? [
                [
                  m.mail.paymentReceipt.periodLabel,
                  m.mail.paymentReceipt.period(mailDay(periodStart, m), mailDay(periodEnd, m)),
                ] as [string, string],
              ]
            : []),
        ]}
      />
      <MailButton href={`${baseUrl}/user/history`}>{m.mail.paymentReceipt.button}</MailButton>
    </MailLayout>
  ),
});
