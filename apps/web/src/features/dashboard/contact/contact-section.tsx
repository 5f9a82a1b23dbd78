import { MESSAGES } from "../../../i18n/messages";
import { QueryState } from "../../../components/feedback/query-state";
import { AccountCard } from "../account/account-card";
import { useContact } from "./api/contact";
import { ChannelForm } from "./channel-form";
import { PhoneStep } from "./phone-step";

/**
 * My Profile's "How we reach you" (issue 40, ADR 028): the mobile number, verified by a texted code, and the choice
 * of e-mail, SMS or both (texts only once the number is verified). A failed refresh keeps what is shown and typed.
 */
export function ContactSection({ email }: { email: string }) {
  const contact = useContact(email);
  const t = MESSAGES.contact;
  return (
    <AccountCard title={t.title}>
      <p className="text-base-content/70">{t.intro}</p>
      <QueryState loading={contact.isPending} error={contact.data ? null : contact.error}>
        {contact.data && (
          <div className="space-y-6">
            <PhoneStep email={email} contact={contact.data} />
            <ChannelForm email={email} contact={contact.data} />
          </div>
        )}
      </QueryState>
    </AccountCard>
  );
}
