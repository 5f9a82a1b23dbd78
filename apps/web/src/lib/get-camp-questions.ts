import type { IntakeQuestion } from "@medcamp/contract";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-client";
import { campKeys } from "./query-keys";

/** Under the camps' root: a change to the camps (a join, an edit) refreshes them with everything else about them. */
export const campQuestionsKey = (campId: string) => [...campKeys.all, "questions", campId] as const;

/** GET /api/meals/:id/questions → { questions } in order; public (they are the join form); none is an empty list. */
export const getCampQuestions = (campId: string, signal?: AbortSignal) =>
  apiFetch<{ questions: IntakeQuestion[] }>(`/meals/${encodeURIComponent(campId)}/questions`, { signal }).then(
    (answer) => answer.questions,
  );

export const campQuestionsQueryOptions = (campId: string) =>
  queryOptions({
    queryKey: campQuestionsKey(campId),
    queryFn: ({ signal }) => getCampQuestions(campId, signal),
  });

/** The camp's questions; `enabled` false waits (e.g. until a dialog opens). */
export const useCampQuestions = (campId: string, enabled = true) =>
  useQuery({ ...campQuestionsQueryOptions(campId), enabled: enabled && campId !== "" });

/**
 * The camp's questions as Join Camp reads them when clicked: fresh, and none when they cannot be read, offline too (the
 * join then goes as it would without questions, and the server still refuses missing required answers, saying which).
 */
export const campQuestionsOrNone = (queryClient: QueryClient, campId: string) =>
  queryClient
    // "always": offline, the read fails at once (the join then says it could not be sent) instead of waiting paused.
    .fetchQuery({ ...campQuestionsQueryOptions(campId), retry: false, networkMode: "always" })
    .catch((): IntakeQuestion[] => []);
