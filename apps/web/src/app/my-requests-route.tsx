import { MyRequestsPage } from "../features/dashboard/my-requests-page";
import { useMyAnswersColumn } from "../features/intake/my-answers-column";

/** /user/meals: My Camp Requests, with the answers to each camp's questions (issue 21). */
export function MyRequestsRoute() {
  const answers = useMyAnswersColumn();
  return <MyRequestsPage requestColumns={[answers]} />;
}
