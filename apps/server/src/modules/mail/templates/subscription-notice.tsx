import { MailButton, MailFacts, MailLayout, MailText } from "./layout.tsx";
import { defineTemplate } from "./define.ts";

export interface SubscriptionNoticeProps {
  name: string;
  baseUrl: string;
  packageName: string;
  /** `renewal-failed`: the card on file was declined and a grace runs until `until`; `ended`: the package lapsed. */
  kind: "renewal-failed" | "ended";
  /** The grace's end (renewal-failed), as an ISO instant. */
  until?: string;
  unsubscribeUrl?: string;
}

const day = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso)) +
  " UTC";

/** A package's renewal failed, or it ended (payment: always sent; issue 20). */
export const subscriptionNotice = defineTemplate<SubscriptionNoticeProps>({
  subject: ({ kind, packageName }) =>
    kind === "ended" ? `Your ${packageName} package has ended` : `We could not renew your ${packageName} package`,
  body: ({ name, baseUrl, packageName, kind, until, unsubscribeUrl }) =>
    kind === "ended" ? (
      <MailLayout
        preview={`Your ${packageName} package has ended.`}
        heading="Your package has ended"
        unsubscribeUrl={unsubscribeUrl}
      >
        <MailText>Hello {name},</MailText>
        <MailText>
          Your {packageName} package has ended, so joining a camp needs a package again. Your requests and seats stay as
          they are.
        </MailText>
        <MailButton href={`${baseUrl}/#packages`}>Choose a package</MailButton>
      </MailLayout>
    ) : (
      <MailLayout
        preview={`Your ${packageName} package stays active for a few days.`}
        heading="We could not renew your package"
        unsubscribeUrl={unsubscribeUrl}
      >
        <MailText>Hello {name},</MailText>
        <MailText>
          The card on file was declined when your {packageName} package was due to renew. It stays active for now; buy
          it again before the date below to keep it without a gap.
        </MailText>
        <MailFacts
          facts={[
            ["Package", packageName],
            ["Active until", until ? day(until) : "—"],
          ]}
        />
        <MailButton href={`${baseUrl}/#packages`}>Renew my package</MailButton>
      </MailLayout>
    ),
});
