import {
  REFERRAL_LIMITS,
  REFERRAL_URGENCIES,
  type ReferralIssued,
  type ReferralUrgency,
  type Visit,
} from "@medcamp/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "react-router";
import { FormAlert, SubmitButton } from "../../../components/form/form-field";
import { MESSAGES } from "../../../i18n/messages";
import { isNetworkError, isRefusal } from "../../../lib/api-client";
import { useOnline } from "../../../lib/network-status";
import { clinicKeys } from "../clinic-keys";
import { retrySafeId } from "../retry-safe-id";
import { dayFromToday } from "./dates";
import { DateField, LabelledField, RadioChoices, TextAreaField } from "./form-parts";
import { issueReferral, slipPath, useFacilities } from "./referrals-api";

type Fields = {
  facilityId: string;
  department: string;
  reason: string;
  notes: string;
  urgency: ReferralUrgency;
  dueOn: string;
};

/** The usual time to go by: two weeks. */
const DEFAULT_DUE_DAYS = 14;

/**
 * Refer at the consultation (issue 40, doctors and admins): "Refer" opens the form — facility (the camp's list),
 * department (the facility's), reason, urgency, the date to go by, notes. What the phone can check it checks at
 * the field before sending; the server refuses a slip that would miss an essential item (REFERRAL_INCOMPLETE,
 * naming each), said above the button.
 */
export function ReferPanel({ visit }: { visit: Visit }) {
  const text = MESSAGES.clinicReferrals;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [issued, setIssued] = useState<ReferralIssued>();
  const id = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-box border border-base-300 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="font-semibold">
          {text.referTitle}
        </h3>
        {!open && (
          <button
            ref={opener}
            type="button"
            className="btn btn-outline btn-primary btn-sm"
            onClick={() => {
              setIssued(undefined);
              setOpen(true);
            }}
          >
            {text.refer}
          </button>
        )}
      </div>
      {issued && <Issued issued={issued} />}
      {open && (
        <ReferForm
          visit={visit}
          onIssued={(answer) => {
            setIssued(answer);
            setOpen(false);
            // The visit lists its referrals: the new one with them.
            void queryClient.invalidateQueries({ queryKey: clinicKeys.visit(visit.id) });
          }}
          onCancel={close}
        />
      )}
    </section>
  );
}

function Issued({ issued }: { issued: ReferralIssued }) {
  const { pathname, search } = useLocation();
  const link = useRef<HTMLAnchorElement>(null);
  // The form is gone: focus goes to where the doctor goes next.
  useEffect(() => link.current?.focus(), []);
  return (
    <div role="status" className="alert alert-success flex flex-wrap justify-between gap-2">
      <span>{MESSAGES.clinicReferrals.issued}</span>
      <Link to={slipPath(issued.referralId)} state={{ back: `${pathname}${search}` }} className="btn btn-sm" ref={link}>
        {MESSAGES.clinicReferrals.openSlip}
      </Link>
    </div>
  );
}

function ReferForm({
  visit,
  onIssued,
  onCancel,
}: {
  visit: Visit;
  onIssued: (answer: ReferralIssued) => void;
  onCancel: () => void;
}) {
  const text = MESSAGES.clinicReferrals;
  const id = useId();
  const online = useOnline();
  const facilities = useFacilities(visit.campId);
  const [referralId] = useState(retrySafeId);
  const [formError, setFormError] = useState<string>();
  const form = useForm<Fields>({
    defaultValues: {
      facilityId: "",
      department: "",
      reason: "",
      notes: "",
      urgency: "routine",
      dueOn: dayFromToday(DEFAULT_DUE_DAYS),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const facility = facilities.data?.facilities.find((f) => f.id === form.watch("facilityId"));

  const onSubmit = form.handleSubmit(async (fields) => {
    setFormError(undefined);
    const body = {
      facilityId: fields.facilityId,
      department: fields.department.trim(),
      reason: fields.reason.trim(),
      ...(fields.notes.trim() ? { notes: fields.notes.trim() } : {}),
      urgency: fields.urgency,
      dueOn: fields.dueOn,
    };
    const referralIdNow = referralId.idFor(body);
    try {
      const answer = await issueReferral(visit.id, { referralId: referralIdNow, ...body });
      referralId.settled(undefined);
      onIssued(answer);
    } catch (error) {
      referralId.settled(error);
      if (isRefusal(error, "DUE_BEFORE_ISSUED"))
        form.setError("dueOn", { message: error.message }, { shouldFocus: true });
      else if (isRefusal(error, "DEPARTMENT_NOT_LISTED")) {
        form.setError("department", { message: error.message }, { shouldFocus: true });
      } else if (isRefusal(error, "FACILITY_NOT_FOUND")) {
        form.setError("facilityId", { message: error.message }, { shouldFocus: true });
        void facilities.refetch();
      } else if (isNetworkError(error)) setFormError(MESSAGES.clinicUi.saveFailed);
      else setFormError(error instanceof Error ? error.message : MESSAGES.camps.errorLater);
    }
  });

  if (!online) {
    return (
      <div className="space-y-2">
        <p className="text-base-content/80">{text.referNeedsNetwork}</p>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
          {text.close}
        </button>
      </div>
    );
  }
  if (facilities.isPending) {
    return (
      <div role="status" className="flex justify-center py-4">
        <span className="loading loading-spinner text-primary" aria-hidden="true" />
        <span className="sr-only">{MESSAGES.common.loading}</span>
      </div>
    );
  }
  if (facilities.isError) {
    return (
      <div className="space-y-2">
        <p role="alert" className="text-error">
          {text.facilitiesLoadFailed}
        </p>
        <button type="button" className="btn btn-sm" onClick={() => void facilities.refetch()}>
          {MESSAGES.account.tryAgain}
        </button>
      </div>
    );
  }
  if (facilities.data.facilities.length === 0) {
    return (
      <div className="space-y-2">
        <p role="alert" className="text-base-content/80">
          {text.noFacilitiesYet}
        </p>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
          {text.close}
        </button>
      </div>
    );
  }

  const fieldId = (name: keyof Fields) => `${id}-${name}`;
  const required = (message: () => string) => (value: string) => value.trim() !== "" || message();
  const departments = facility?.departments ?? [];
  const departmentField = form.register("department", { validate: required(() => text.departmentRequired) });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-3" aria-label={text.referTitle}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <LabelledField
          id={fieldId("facilityId")}
          label={text.facility}
          error={errors.facilityId?.message}
          control={(props, invalid) => (
            <select
              {...props}
              className={`select select-bordered w-full ${invalid ? "select-error" : ""}`}
              {...form.register("facilityId", {
                validate: required(() => text.facilityRequired),
                onChange: () => form.setValue("department", ""),
              })}
            >
              <option value="">{text.chooseFacility}</option>
              {facilities.data.facilities.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </select>
          )}
        />
        <LabelledField
          id={fieldId("department")}
          label={text.department}
          error={errors.department?.message}
          control={(props, invalid) =>
            departments.length > 0 ? (
              <select
                {...props}
                className={`select select-bordered w-full ${invalid ? "select-error" : ""}`}
                {...departmentField}
              >
                <option value="">{text.chooseDepartment}</option>
                {departments.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...props}
                className={`input input-bordered w-full ${invalid ? "input-error" : ""}`}
                dir="auto"
                maxLength={80}
                {...departmentField}
              />
            )
          }
        />
      </div>
      <TextAreaField
        id={fieldId("reason")}
        label={text.reason}
        rows={3}
        maxLength={REFERRAL_LIMITS.reason}
        registration={form.register("reason", { validate: required(() => text.reasonRequired) })}
        error={errors.reason?.message}
      />
      <RadioChoices
        id={fieldId("urgency")}
        legend={text.urgency}
        values={REFERRAL_URGENCIES}
        labelOf={(u) => text.urgencies[u]}
        registration={form.register("urgency")}
      />
      <DateField
        id={fieldId("dueOn")}
        label={text.dueOn}
        min={dayFromToday()}
        registration={form.register("dueOn", { validate: required(() => text.dueRequired) })}
        error={errors.dueOn?.message}
      />
      <TextAreaField
        id={fieldId("notes")}
        label={text.notes}
        rows={2}
        maxLength={REFERRAL_LIMITS.notes}
        registration={form.register("notes")}
      />
      <FormAlert message={formError} />
      <div className="flex flex-wrap items-center gap-2">
        <SubmitButton busy={isSubmitting}>{text.issue}</SubmitButton>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {text.close}
        </button>
      </div>
    </form>
  );
}
