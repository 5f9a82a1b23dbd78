import { MESSAGES } from "../../i18n/messages";
import { useState } from "react";
import type { RowTool } from "../../components/list/data-table";
import { QuestionEditorDialog } from "./question-editor";

type Camp = { _id: string; title: string };

/** All Camps' "Questions" of each camp (issue 21), and the dialog where the admin edits them. */
export function useQuestionsTool(): RowTool<Camp> {
  const [asking, setAsking] = useState<Camp | null>(null);
  return {
    cell: (camp) => (
      <button
        type="button"
        className="btn btn-outline btn-sm"
        aria-label={MESSAGES.intake.questionsFor(camp.title)}
        onClick={() => setAsking(camp)}
      >
        {MESSAGES.intake.questionsAction}
      </button>
    ),
    dialog: <QuestionEditorDialog camp={asking} onClose={() => setAsking(null)} />,
  };
}
