import { ServeCampPage } from "../features/admin/requests/serve-camp-page";
import { useRequestAnswersColumn } from "../features/intake/request-answers-column";

/** /admin/serve-meal: Serve Camp, with each camper's answers to the camp's questions (issue 21). */
export function ServeCampRoute() {
  const answers = useRequestAnswersColumn();
  return <ServeCampPage requestColumns={[answers]} />;
}
