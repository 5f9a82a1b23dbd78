import {
  REFERRAL_CALL_RESULTS,
  REFERRAL_LIMITS,
  REFERRAL_STATUSES,
  referralCode,
  type ReferralCallResult,
  type ReferralFigures,
  type ReferralListItem,
  type ReferralStatus,
} from "@medcamp/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, Navigate, useLocation, useSearchParams } from "react-router";
import { FormAlert, SubmitButton } from "../../../components/form/form-field";
import { MESSAGES } from "../../../i18n/messages";
import { formatMoment } from "../../../i18n/intl";
import { isNetworkError, isRefusal } from "../../../lib/api-client";
import { clinicPath } from "../../../lib/clinic-path";
import { useCamp } from "../../../lib/get-camp";
import { notify } from "../../../lib/toast";
import { retrySafeId } from "../retry-safe-id";
import type { ClinicAccess } from "../clinic-access";
import { CodeSearch, readCode } from "./code-search";
import { formatCalendarDay } from "../../../lib/format-day";
import { RadioChoices, TextAreaField } from "./form-parts";
import { PageMessage, PageSpinner } from "../../../components/feedback/page-status";
import { keepsReferrals, recordCall, referralKeys, useFigures, useReferralList } from "./referrals-api";
import { StatusBadge } from "./status-badge";

const statusOf = (asked: string | null): ReferralStatus | undefined => REFERRAL_STATUSES.find((s) => s === asked);

/**
 * /admin/clinic/:mealId/referrals (issue 40): the coordinator's list of a camp's referrals for admins and the
 * camp's doctors and desk — the camp's figures on top, then every referral a page at a time, overdue first, or one
 * status (the tabs), or the one with the code a person reads out (all in the URL), each with its code and "Record
 * call".
 */
export function ReferralsListPage({ mealId, access }: { mealId: string; access: ClinicAccess }) {
  const location = useLocation();
  const text = MESSAGES.clinicReferrals;
  const title = useCamp(mealId).data?.title;
  const heading = title ? text.listOf(title) : text.referrals;

  if (access.state === "signedOut") return <Navigate to="/auth/login" replace state={{ from: location }} />;
  let body;
  if (access.state === "loading") body = <PageSpinner />;
  else if (access.state === "failed") body = <PageMessage text={text.listLoadFailed} retry={access.retry} />;
  else if (access.state === "allowed" && keepsReferrals(access.role)) body = <Coordinator mealId={mealId} />;
  else body = <PageMessage text={MESSAGES.clinicUi.noRole} />;

  return (
    <section aria-labelledby="referrals-heading" className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6">
      <title>{`${heading} · MedCamp`}</title>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="referrals-heading" className="min-w-0 text-2xl font-bold break-words">
          {heading}
        </h1>
        <Link to={clinicPath(mealId)} className="btn btn-outline btn-sm">
          {MESSAGES.clinicLists.backToClinic}
        </Link>
      </div>
      {body}
    </section>
  );
}

function Coordinator({ mealId }: { mealId: string }) {
  const text = MESSAGES.clinicReferrals;
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get("status"));
  const code = readCode(params.get("code"));
  const page = Math.max(1, Number(params.get("page")) || 1);
  const list = useReferralList(mealId, { status, code }, page);
  const go = (next: { status?: ReferralStatus; code?: string; page?: number }) => {
    const updated = new URLSearchParams();
    if (next.status) updated.set("status", next.status);
    if (next.code) updated.set("code", next.code);
    if (next.page && next.page > 1) updated.set("page", String(next.page));
    setParams(updated);
  };
  const tabs: [ReferralStatus | undefined, string][] = [
    [undefined, text.all],
    ...REFERRAL_STATUSES.map((s): [ReferralStatus, string] => [s, text.statuses[s]]),
  ];

  let rows;
  if (list.data) {
    rows =
      list.data.referrals.length === 0 ? (
        <p className="py-6 text-center text-base-content/70">{code ? text.noneWithCode(code) : text.empty}</p>
      ) : (
        <ul className="space-y-3" aria-busy={list.isPlaceholderData || undefined}>
          {list.data.referrals.map((referral) => (
            <li key={referral.referralId}>
              <ReferralRow mealId={mealId} referral={referral} />
            </li>
          ))}
        </ul>
      );
  } else if (list.isPending) rows = <PageSpinner />;
  else if (isRefusal(list.error, "FORBIDDEN", "STATION_ROLE_REQUIRED")) {
    rows = <PageMessage text={MESSAGES.clinicUi.noRole} />;
  } else rows = <PageMessage text={text.listLoadFailed} retry={() => void list.refetch()} />;

  const totalPages = list.data?.totalPages ?? 1;
  return (
    <>
      <Figures mealId={mealId} />
      <CodeSearch key={code ?? ""} code={code} onFind={(found) => go({ code: found })} onShowAll={() => go({})} />
      <div role="group" aria-label={text.statusFilter} className="flex flex-wrap gap-2">
        {tabs.map(([s, label]) => (
          <button
            key={s ?? "all"}
            type="button"
            className={`btn btn-sm ${s === status && !code ? "btn-primary" : "btn-outline"}`}
            aria-pressed={s === status && !code}
            onClick={() => go({ status: s })}
          >
            {label}
          </button>
        ))}
      </div>
      {rows}
      {list.data && totalPages > 1 && (
        <nav aria-label={text.referrals} className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className="btn btn-sm"
            disabled={page <= 1}
            onClick={() => go({ status, code, page: page - 1 })}
          >
            {text.previous}
          </button>
          <span aria-live="polite" className="text-sm">
            {text.pageOf(page, totalPages)}
          </span>
          <button
            type="button"
            className="btn btn-sm"
            disabled={page >= totalPages}
            onClick={() => go({ status, code, page: page + 1 })}
          >
            {text.next}
          </button>
        </nav>
      )}
    </>
  );
}

/** The camp's figures: issued, completed within 30 days, the median days to completion, lost to follow-up. */
function Figures({ mealId }: { mealId: string }) {
  const text = MESSAGES.clinicReferrals;
  const figures = useFigures(mealId);
  const id = useId();
  if (figures.isPending) return <PageSpinner />;
  if (figures.isError) return <PageMessage text={text.figuresLoadFailed} retry={() => void figures.refetch()} />;
  const f: ReferralFigures = figures.data;
  const median = f.medianDaysToCompletion;
  const items: [string, string][] = [
    [text.figuresIssued, String(f.issued)],
    [text.figuresCompletedWithin, String(f.completedWithin30Days)],
    [text.figuresMedianDays, median === null ? text.figuresNone : String(median)],
    [text.figuresLost, String(f.lost)],
  ];
  return (
    <section aria-labelledby={`${id}-figures`} className="space-y-2">
      <h2 id={`${id}-figures`} className="text-lg font-semibold">
        {text.figures}
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {items.map(([label, value]) => (
          <div key={label} className="flex flex-col-reverse rounded-box bg-base-200 p-3">
            <dt className="text-sm text-base-content/70">{label}</dt>
            <dd className="text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ReferralRow({ mealId, referral }: { mealId: string; referral: ReferralListItem }) {
  const text = MESSAGES.clinicReferrals;
  const [calling, setCalling] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const { person, facility, lastCall } = referral;
  const close = () => {
    setCalling(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <article aria-label={person.name} className="card bg-base-100 shadow-sm ring-1 ring-base-300">
      <div className="card-body gap-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="min-w-0 text-lg font-semibold break-words">{person.name}</h2>
          <StatusBadge status={referral.status} />
        </div>
        {person.phone && (
          <a href={`tel:${person.phone}`} dir="ltr" className="link self-start">
            {person.phone}
          </a>
        )}
        <p className="break-words">
          <bdi>{facility.name}</bdi> · <bdi>{referral.department}</bdi> · {text.urgencies[referral.urgency]}
        </p>
        <p className="text-sm">
          {text.dueLine(formatCalendarDay(referral.dueOn))} ·{" "}
          <bdi>{text.codeLine(referralCode(referral.referralId))}</bdi>
        </p>
        <p className="text-sm text-base-content/70">
          {text.issuedLine(formatCalendarDay(referral.issuedOn), referral.referredBy)}
        </p>
        {referral.arrivedOn && referral.outcome && (
          <p className="text-sm">
            {text.arrivedLine(formatCalendarDay(referral.arrivedOn), text.outcomes[referral.outcome])}
          </p>
        )}
        <p className="text-sm text-base-content/70">
          {text.callCount(referral.calls)}
          {lastCall && (
            <>
              {" · "}
              {text.lastCall(text.callResults[lastCall.result], formatMoment(lastCall.at), lastCall.by)}
            </>
          )}
        </p>
        {lastCall?.note && (
          <p dir="auto" className="text-sm break-words whitespace-pre-wrap">
            {lastCall.note}
          </p>
        )}
        {calling ? (
          <CallForm mealId={mealId} referral={referral} onDone={close} />
        ) : (
          <button
            ref={opener}
            type="button"
            className="btn btn-outline btn-sm self-start"
            aria-label={text.recordCallTo(person.name)}
            onClick={() => setCalling(true)}
          >
            {text.recordCall}
          </button>
        )}
      </div>
    </article>
  );
}

type CallFields = { result: ReferralCallResult | ""; note: string };

function CallForm({ mealId, referral, onDone }: { mealId: string; referral: ReferralListItem; onDone: () => void }) {
  const text = MESSAGES.clinicReferrals;
  const id = useId();
  const queryClient = useQueryClient();
  const [callId] = useState(retrySafeId);
  const [formError, setFormError] = useState<string>();
  const form = useForm<CallFields>({ defaultValues: { result: "", note: "" } });
  const { errors, isSubmitting } = form.formState;
  const resultError = errors.result?.message;
  useEffect(() => form.setFocus("result"), [form]);

  const onSubmit = form.handleSubmit(async ({ result, note }) => {
    setFormError(undefined);
    if (!result) return;
    const body = { result, ...(note.trim() ? { note: note.trim() } : {}) };
    try {
      await recordCall(referral.referralId, {
        callId: callId.idFor({ referral: referral.referralId, ...body }),
        ...body,
      });
      callId.settled(undefined);
      notify.success(text.callSaved);
      await queryClient.invalidateQueries({ queryKey: referralKeys.camp(mealId) });
      onDone();
    } catch (error) {
      callId.settled(error);
      setFormError(isNetworkError(error) ? MESSAGES.clinicUi.saveFailed : (error as Error).message);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={text.recordCallTo(referral.person.name)}
      className="space-y-3 rounded-box border border-base-300 p-3"
    >
      <RadioChoices
        id={`${id}-result`}
        legend={text.callResult}
        values={REFERRAL_CALL_RESULTS}
        labelOf={(result) => text.callResults[result]}
        registration={form.register("result", { validate: (v) => !!v || text.callResultRequired })}
        error={resultError}
      />
      <TextAreaField
        id={`${id}-note`}
        label={text.callNote}
        rows={2}
        maxLength={REFERRAL_LIMITS.callNote}
        registration={form.register("note")}
      />
      <FormAlert message={formError} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={isSubmitting}>{text.saveCall}</SubmitButton>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {text.close}
        </button>
      </div>
    </form>
  );
}
