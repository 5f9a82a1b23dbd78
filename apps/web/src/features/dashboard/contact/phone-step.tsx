import type { Contact } from "@medcamp/contract";
import { useRef, useState } from "react";
import { MESSAGES } from "../../../i18n/messages";
import { CodeForm } from "./code-form";
import { PhoneForm } from "./phone-form";

/**
 * The mobile number and where it stands: none yet (the number form), waiting for its code (the code form), or
 * verified. "Change number" opens the number form again; Cancel closes it and leaves the number as it was.
 */
export function PhoneStep({ email, contact }: { email: string; contact: Contact }) {
  const t = MESSAGES.contact;
  const [changing, setChanging] = useState(false);
  /** Set when the person asked for a code here: the code field then takes the focus. */
  const [justSent, setJustSent] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  /** Once the form that had the focus is gone (cancelled, or the number verified), "Change number" takes it. */
  const focusChange = () => requestAnimationFrame(() => changeButton.current?.focus());

  if (!contact.phone || changing) {
    return (
      <PhoneForm
        email={email}
        current={contact.phone}
        takeFocus={changing}
        onSent={() => {
          setChanging(false);
          setJustSent(true);
        }}
        onCancel={
          contact.phone
            ? () => {
                setChanging(false);
                focusChange();
              }
            : undefined
        }
      />
    );
  }

  const change = (
    <button
      ref={changeButton}
      type="button"
      className="btn btn-outline btn-sm"
      onClick={() => {
        setJustSent(false);
        setChanging(true);
      }}
    >
      {t.changeNumber}
    </button>
  );
  return (
    <div className="space-y-3">
      <PhoneStatus contact={contact} />
      {contact.phoneVerified ? (
        change
      ) : (
        <CodeForm email={email} contact={contact} takeFocus={justSent} changeButton={change} onVerified={focusChange} />
      )}
    </div>
  );
}

/** The number, whether it is verified, and what that means for texts. */
function PhoneStatus({ contact }: { contact: Contact }) {
  const t = MESSAGES.contact;
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium">{t.phoneLabel}</span>
        <bdi dir="ltr" className="font-semibold">
          {contact.phone}
        </bdi>
        <span className={`badge ${contact.phoneVerified ? "badge-success" : "badge-warning"}`}>
          {contact.phoneVerified ? t.verified : t.notVerified}
        </span>
      </p>
      {contact.optedOut && <p className="alert alert-warning text-sm">{MESSAGES.sms.optedOut}</p>}
      {!contact.phoneVerified && <p className="text-sm text-base-content/70">{t.textsWait}</p>}
    </>
  );
}
