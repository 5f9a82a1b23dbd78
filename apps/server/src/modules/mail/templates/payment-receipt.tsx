import { MailButton, MailFacts, MailLayout, MailText } from "./layout.tsx";
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

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(amount);

const day = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso)) +
  " UTC";

/** A payment was recorded (payment: always sent). */
export const paymentReceipt = defineTemplate<PaymentReceiptProps>({
  subject: ({ packageName }) => `Your MedCamp receipt: ${packageName} package`,
  body: ({
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
  }) => (
    <MailLayout
      preview={`Thank you for your payment of ${money(amount, currency)}.`}
      heading="Thank you for your payment"
      unsubscribeUrl={unsubscribeUrl}
      footerNote="Keep this e-mail as your receipt."
    >
      <MailText>Hello {name},</MailText>
      <MailText>
        {kind === "renewal"
          ? `We received your payment. Your ${packageName} package has renewed for another month.`
          : `We received your payment. Your ${packageName} badge is active now.`}
      </MailText>
      <MailFacts
        facts={[
          ["Package", packageName],
          ["Amount", money(amount, currency)],
          ["Transaction ID", transactionId],
          ["Date", day(paidAt)],
          ...(periodStart && periodEnd
            ? [["Period", `${day(periodStart)} – ${day(periodEnd)}`] as [string, string]]
            : []),
        ]}
      />
      <MailButton href={`${baseUrl}/user/history`}>See my payments</MailButton>
    </MailLayout>
  ),
});
