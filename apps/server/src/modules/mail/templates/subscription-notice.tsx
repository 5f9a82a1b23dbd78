import { MailButton, MailFacts, MailLayout, MailText } from "./layout.tsx";
import { mailDay } from "./camp-facts.ts";
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

/** A package's renewal failed, or it ended (payment: always sent; issue 20). */
export const subscriptionNotice = defineTemplate<SubscriptionNoticeProps>({
  subject: ({ kind, packageName }, m) =>
    kind === "ended"
      ? m.mail.subscriptionNotice.subjectEnded(packageName)
      : m.mail.subscriptionNotice.subjectRenewalFailed(packageName),
  body: ({ name, baseUrl, packageName, kind, until, unsubscribeUrl }, m) =>
    kind === "ended" ? (
      <MailLayout
        m={m}
        lang={m.mail.layout.lang}
        dir={m.mail.layout.dir}
        preview={m.mail.subscriptionNotice.previewEnded(packageName)}
        heading={m.mail.subscriptionNotice.headingEnded}
        unsubscribeUrl={unsubscribeUrl}
      >
        <MailText>{m.mail.subscriptionNotice.hello(name)}</MailText>
        <MailText>{m.mail.subscriptionNotice.ended(packageName)}</MailText>
        <MailButton href={`${baseUrl}/#packages`}>{m.mail.subscriptionNotice.choosePackage}</MailButton>
      </MailLayout>
    ) : (
      <MailLayout
        m={m}
        lang={m.mail.layout.lang}
        dir={m.mail.layout.dir}
        preview={m.mail.subscriptionNotice.previewRenewalFailed(packageName)}
        heading={m.mail.subscriptionNotice.headingRenewalFailed}
        unsubscribeUrl={unsubscribeUrl}
      >
        <MailText>{m.mail.subscriptionNotice.hello(name)}</MailText>
        <MailText>{m.mail.subscriptionNotice.renewalFailed(packageName)}</MailText>
        <MailFacts
          facts={[
            [m.mail.facts.package, packageName],
            [m.mail.subscriptionNotice.activeUntilLabel, until ? mailDay(until, m) : "—"],
          ]}
        />
        <MailButton href={`${baseUrl}/#packages`}>{m.mail.subscriptionNotice.renewButton}</MailButton>
      </MailLayout>
    ),
});
