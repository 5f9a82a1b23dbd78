import { MESSAGES } from "../../i18n/messages";
import { useState } from "react";
import type { ColumnTool } from "../../components/list/data-table";
import { type AnswersTarget, RequestAnswersDialog } from "./answers-view";

type Request = { _id: string; email: string; title: string };

/** Serve Camp's "Answers" column (issue 21): each camper's answers to the camp's questions, read in a dialog. */
export function useRequestAnswersColumn(): ColumnTool<Request> {
  const [reading, setReading] = useState<AnswersTarget | null>(null);
  return {
    header: MESSAGES.intake.answersAction,
    cell: (r) => {
      const who = `${r.email} · ${r.title}`;
      return (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-label={MESSAGES.intake.answersFor(who)}
          onClick={() => setReading({ requestId: r._id, who })}
        >
          {MESSAGES.intake.answersAction}
        </button>
      );
    },
    dialog: <RequestAnswersDialog target={reading} onClose={() => setReading(null)} />,
  };
}
