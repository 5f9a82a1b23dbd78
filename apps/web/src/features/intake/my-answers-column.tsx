import { MESSAGES } from "../../i18n/messages";
import { useState } from "react";
import type { ColumnTool } from "../../components/list/data-table";
import { useAuth } from "../../lib/auth-context";
import { MyAnswersDialog, type MyAnswersTarget } from "./my-answers-dialog";

type MyRequest = { _id: string; mealId: string; title: string; status: string };

/**
 * My Camp Requests' "Answers" column (issue 21): the camper's answers to the camp's questions, in a dialog where they
 * change them until the camp starts.
 */
export function useMyAnswersColumn(): ColumnTool<MyRequest> {
  const { user } = useAuth();
  const [answering, setAnswering] = useState<MyAnswersTarget | null>(null);
  return {
    header: MESSAGES.intake.answersAction,
    cell: (r) => (
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        aria-label={MESSAGES.intake.answersTitle(r.title)}
        onClick={() =>
          setAnswering({ requestId: r._id, mealId: r.mealId, title: r.title, closed: r.status === "declined" })
        }
      >
        {MESSAGES.intake.answersAction}
      </button>
    ),
    dialog: <MyAnswersDialog email={user?.email ?? ""} target={answering} onClose={() => setAnswering(null)} />,
  };
}
