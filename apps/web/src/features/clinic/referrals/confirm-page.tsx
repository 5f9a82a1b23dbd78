import { REFERRAL_LIMITS, REFERRAL_OUTCOMES, type ReferralConfirmView, type ReferralOutcome } from "@medcamp/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useParams } from "react-router";
import { FormAlert, SubmitButton } from "../../../components/form/form-field";
import { MESSAGES } from "../../../i18n/messages";
import { isNetworkError, isRefusal } from "../../../lib/api-client";
import { useClinicMessagesIn } from "../summary/use-messages-in";
import { dayFromToday } from "./dates";
import { formatCalendarDay } from "../../../lib/format-day";
import { DateField, RadioChoices, TextAreaField } from "./form-parts";
import { PageMessage, PageSpinner } from "../../../components/feedback/page-status";
import { ClinicLinkRefused } from "../clinic-feedback";
import { confirmArrival, referralKeys, useConfirmView } from "./referrals-api";
import { SlipDocument } from "./slip-document";

/**
 * /referrals/confirm/:token (issue 40): the receiving facility's page, opened from the slip's QR code or its link,
 * with no account (outside the route guards: the signed token is the credential). It shows what the slip shows and
 * nothing more, and records the arrival: the day, the outcome, a note for the camp. An expired or altered link says
 * so and shows nothing; a referral already confirmed says how.
 */
export function ConfirmPage() {
  const { token = "" } = useParams();
  const text = MESSAGES.clinicReferrals;
  const view = useConfirmView(token);

  let body;
  if (view.data) body = <Confirming token={token} view={view.data} />;
  else if (view.isPending) body = <PageSpinner />;
  else if (isRefusal(view.error, "REFERRAL_TOKEN_EXPIRED")) {
    body = <ClinicLinkRefused title={text.linkExpiredTitle} message={view.error.message} />;
  } else if (isRefusal(view.error, "REFERRAL_TOKEN_INVALID", "REFERRAL_NOT_FOUND")) {
    // Not found: a signed link whose referral's clinical text the retention has since deleted.
    body = <ClinicLinkRefused title={text.linkInvalidTitle} message={view.error.message} />;
  } else body = <PageMessage text={text.confirmLoadFailed} retry={() => void view.refetch()} />;

  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6">
      <title>{`${text.confirmTitle} · MedCamp`}</title>
      {/* The URL is the credential: it is not sent on as a Referer, and the page is not for search engines. */}
      <meta name="referrer" content="no-referrer" />
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold">{text.confirmTitle}</h1>
      {body}
    </section>
  );
}

function Confirming({ token, view }: { token: string; view: ReferralConfirmView }) {
  const text = MESSAGES.clinicReferrals;
  const texts = useClinicMessagesIn(view.slip.locale);
  const { confirmation } = view;
  const [justConfirmed, setJustConfirmed] = useState(false);
  const done = useRef<HTMLDivElement>(null);
  // The form is gone once confirmed: focus goes to what the page now says.
  useEffect(() => {
    if (justConfirmed) done.current?.focus();
  }, [justConfirmed, confirmation]);
  return (
    <>
      {confirmation ? (
        <div role="status" tabIndex={-1} ref={done} className="alert alert-success flex flex-col items-start gap-1">
          {justConfirmed && <span className="font-semibold">{text.confirmed}</span>}
          <span>
            {text.confirmedAs(formatCalendarDay(confirmation.arrivedOn), text.outcomes[confirmation.outcome])}
          </span>
        </div>
      ) : (
        <>
          <p>{text.confirmIntro}</p>
          <ConfirmForm token={token} issuedOn={view.slip.issuedOn} onConfirmed={() => setJustConfirmed(true)} />
        </>
      )}
      {!texts ? (
        <PageSpinner />
      ) : "failed" in texts ? (
        <PageMessage text={text.confirmLoadFailed} retry={texts.retry} />
      ) : (
        <SlipDocument slip={view.slip} texts={texts.messages} />
      )}
    </>
  );
}

type Fields = { arrivedOn: string; outcome: ReferralOutcome | ""; note: string };

function ConfirmForm({ token, issuedOn, onConfirmed }: { token: string; issuedOn: string; onConfirmed: () => void }) {
  const text = MESSAGES.clinicReferrals;
  const id = useId();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string>();
  const form = useForm<Fields>({ defaultValues: { arrivedOn: dayFromToday(), outcome: "", note: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ arrivedOn, outcome, note }) => {
    setFormError(undefined);
    if (!outcome) return;
    try {
      const answer = await confirmArrival(token, {
        arrivedOn,
        outcome,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      onConfirmed();
      queryClient.setQueryData<ReferralConfirmView>(referralKeys.confirm(token), (view) =>
        view
          ? {
              ...view,
              confirmation: {
                arrivedOn: answer.arrivedOn,
                outcome: answer.outcome,
                confirmedAt: answer.confirmedAt,
              },
            }
          : view,
      );
    } catch (error) {
      if (isRefusal(error, "ARRIVED_BEFORE_ISSUED", "ARRIVED_IN_FUTURE")) {
        form.setError("arrivedOn", { message: error.message }, { shouldFocus: true });
      } else if (isRefusal(error, "REFERRAL_ALREADY_CONFIRMED")) {
        setFormError(error.message);
        void queryClient.invalidateQueries({ queryKey: referralKeys.confirm(token) });
      } else if (isNetworkError(error)) setFormError(MESSAGES.camps.errorLater);
      else setFormError(error instanceof Error ? error.message : MESSAGES.camps.errorLater);
    }
  });

  const arrivedError = errors.arrivedOn?.message;
  const outcomeError = errors.outcome?.message;
  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={text.confirmTitle}
      className="card space-y-3 bg-base-100 p-4 shadow-sm ring-1 ring-base-300"
    >
      <DateField
        id={`${id}-arrived`}
        label={text.arrivedOn}
        min={issuedOn}
        max={dayFromToday()}
        registration={form.register("arrivedOn", { validate: (v) => v !== "" || text.arrivedRequired })}
        error={arrivedError}
      />
      <RadioChoices
        id={`${id}-outcome`}
        legend={text.outcome}
        values={REFERRAL_OUTCOMES}
        labelOf={(outcome) => text.outcomes[outcome]}
        registration={form.register("outcome", { validate: (v) => !!v || text.outcomeRequired })}
        error={outcomeError}
      />
      <TextAreaField
        id={`${id}-note`}
        label={text.note}
        rows={3}
        maxLength={REFERRAL_LIMITS.facilityNote}
        registration={form.register("note")}
      />
      <FormAlert message={formError} />
      <SubmitButton busy={isSubmitting} className="self-start">
        {text.confirm}
      </SubmitButton>
    </form>
  );
}
