import type { MySubscription, Subscription } from "@medcamp/contract";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { ownDataKeys } from "../../../lib/query-keys";

/** Shows the subscription as the server answered a change, without asking again. */
export const showSubscription = (queryClient: QueryClient, email: string, subscription: Subscription) =>
  queryClient.setQueryData<MySubscription>(ownDataKeys.subscription(email), { subscription });

/** A mutation of the user's subscription whose answer is the subscription as it now is. */
export function useSubscriptionUpdate<Input>(email: string, mutationFn: (input: Input) => Promise<Subscription>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (subscription) => showSubscription(queryClient, email, subscription) });
}
