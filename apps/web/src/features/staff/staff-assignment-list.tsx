import { type StaffAssignment } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { useId, useState } from "react";
import { FormAlert } from "../../components/form/form-field";
import { notify } from "../../lib/toast";
import { useRemoveStaff } from "./api/change-staff";
import { InlineConfirm } from "./inline-confirm";
import { refusalText } from "./refusal-text";

/** One staff role: every camp (no mealId) or one camp. */
type Role = { mealId?: string; title: string };

const rolesOf = (assignments: StaffAssignment): Role[] => [
  ...(assignments.allCamps ? [{ title: MESSAGES.staffAdmin.everyCamp }] : []),
  ...assignments.camps.map((camp) => ({ mealId: camp.id, title: camp.title })),
];

/** The user's staff roles, each with Remove (asked first); a refusal is shown here, a success as a toast. */
export function StaffAssignmentList({ userId, assignments }: { userId: string; assignments: StaffAssignment }) {
  const prefix = useId();
  const remove = useRemoveStaff();
  const [confirming, setConfirming] = useState<Role | null>(null);
  const [failure, setFailure] = useState<string | undefined>();
  const roles = rolesOf(assignments);
  const buttonId = (role: Role) => `${prefix}-remove-${role.mealId ?? "all"}`;

  function cancel() {
    const role = confirming;
    setConfirming(null);
    if (role) requestAnimationFrame(() => document.getElementById(buttonId(role))?.focus());
  }

  async function removeRole(role: Role) {
    setConfirming(null);
    setFailure(undefined);
    try {
      const result = await remove.mutateAsync({ userId, ...(role.mealId ? { mealId: role.mealId } : {}) });
      notify.success(result.message);
    } catch (error) {
      setFailure(refusalText(error));
    }
  }

  return (
    <section aria-labelledby={`${prefix}-heading`} className="space-y-2">
      <h3 id={`${prefix}-heading`} className="font-semibold">
        {MESSAGES.staffAdmin.current}
      </h3>
      {roles.length === 0 ? (
        <p className="text-base-content/70">{MESSAGES.staffAdmin.notStaff}</p>
      ) : (
        <ul className="space-y-2">
          {roles.map((role) => (
            <li
              key={role.mealId ?? "all"}
              className="flex items-center justify-between gap-2 rounded-box border border-base-300 px-3 py-2"
            >
              <span className="min-w-0 break-words [overflow-wrap:anywhere]">{role.title}</span>
              <button
                type="button"
                id={buttonId(role)}
                className="btn btn-outline btn-error btn-sm"
                aria-label={MESSAGES.staffAdmin.removeOf(role.title)}
                disabled={remove.isPending}
                onClick={() => {
                  setFailure(undefined);
                  setConfirming(role);
                }}
              >
                {MESSAGES.staffAdmin.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <InlineConfirm
          text={MESSAGES.staffAdmin.removeConfirm(confirming.title)}
          onConfirm={() => void removeRole(confirming)}
          onCancel={cancel}
        />
      )}
      <FormAlert message={failure} />
    </section>
  );
}
