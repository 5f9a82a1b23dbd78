import {
  type IntakeAnswerInput,
  type IntakeQuestion,
  type JoinRequestAnswer,
  type MealDetail,
} from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { useQueryClient } from "@tanstack/react-query";
import { type ComponentType, Suspense, useId, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { ApiError, isRefusal } from "../../lib/api-client";
import { useAuth } from "../../lib/auth-context";
import { isEnded } from "../../lib/camp-time";
import { notify } from "../../lib/toast";
import { markLiked, useLikeCamp } from "./api/like-camp";
import { type MyCampState, useMyCampState } from "./api/get-my-camp-state";
import { useRequestToJoin } from "./api/request-to-join";
import { SubscriptionNotice } from "../../components/feedback/subscription-notice";
import { campQuestionsOrNone } from "../../lib/get-camp-questions";
import { formatMoment } from "../../i18n/intl";

/** What Join Camp gives the dialog that asks a camp's intake questions (issue 21); the intake feature draws it. */
export type JoinQuestionsDialogProps = {
  open: boolean;
  campTitle: string;
  questions: readonly IntakeQuestion[];
  /** The submit button's words: Join Camp, or Join the waitlist on a full camp. */
  submitText: string;
  /** Sends the join with these answers. */
  send: (answers: IntakeAnswerInput[]) => Promise<JoinRequestAnswer>;
  onJoined: (answer: JoinRequestAnswer) => void;
  /** A refusal that is not about the answers: the dialog closes and Join Camp says it. */
  onRefused: (error: unknown) => void;
  onClose: () => void;
};

/** The toast text for a refused like (product.md §8): the server's message, else the generic one. */
export const likeErrorText = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : MESSAGES.camps.somethingWrong;

const spinner = <span className="loading loading-spinner loading-sm" aria-hidden="true" />;

type CampRequest = NonNullable<MyCampState["request"]>;

/**
 * What Join Camp turns into once the user asked to join: "Requested" while pending, "Confirmed" once served,
 * "Waitlisted (position N)" while waiting for a seat (issue 18). A declined request gives way to Join Camp again.
 */
export const requestStateText = (request: CampRequest) => {
  if (request.status === "delivered") return MESSAGES.schedule.confirmed;
  if (request.status === "waitlisted")
    return request.position === undefined
      ? MESSAGES.schedule.waitlistStatus
      : MESSAGES.schedule.waitlistedAt(request.position);
  return MESSAGES.schedule.requested;
};

/** The user's request instead of Join Camp: its state, and the way to the list where it can be followed. */
function RequestState({ request }: { request: CampRequest }) {
  const id = useId();
  const text = requestStateText(request);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className="btn btn-primary" disabled aria-describedby={id}>
        {request.status === "delivered" && <span aria-hidden="true">✓</span>}
        {text}
      </button>
      <Link id={id} to="/user/meals" className="link link-primary text-sm">
        {MESSAGES.campDetail.myCampRequests}
      </Link>
    </div>
  );
}

/** What Join Camp says it will do: join, join the waitlist of a full camp, or nothing once the camp has ended. */
const joinText = (camp: MealDetail, ended: boolean) => {
  if (ended) return MESSAGES.schedule.ended;
  return camp.seatsLeft === 0 ? MESSAGES.schedule.joinWaitlist : MESSAGES.schedule.joinCamp;
};

/**
 * Like (once; "Liked" and disabled afterwards) and Join Camp; both need a signed-in user (product.md §5, §6, §8).
 * Once the user asked to join, Join Camp gives way to the request's state (issue 17), unless it was declined; a
 * refusal for want of a package says so beside the button, with a link to the packages. Join Camp says when it will
 * join the waitlist, and is disabled as "Ended" once the camp has ended (issue 18). When the camp asks questions
 * (issue 21), Join Camp opens them in `joinDialog` (the intake feature's, composed in app/; it may load lazily), and
 * the join goes with the answers.
 */
export function CampActions({
  camp,
  joinDialog: JoinDialog,
}: {
  camp: MealDetail;
  joinDialog: ComponentType<JoinQuestionsDialogProps>;
}) {
  const { user, loading: sessionLoading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const like = useLikeCamp(camp._id);
  const join = useRequestToJoin(camp._id);
  const mine = useMyCampState(camp._id, user?.email);
  const [needsPackage, setNeedsPackage] = useState(false);
  const [checking, setChecking] = useState(false);
  /** The questions the dialog asks, once Join Camp found some; the dialog then stays, keeping what was typed. */
  const [asked, setAsked] = useState<IntakeQuestion[] | null>(null);
  const [asking, setAsking] = useState(false);
  const mineRequest = mine.data?.request;
  const declined = mineRequest?.status === "declined";
  const request = declined ? null : mineRequest;
  const ended = isEnded(camp);
  const liked = user ? camp.likedby.includes(user.email) : false;

  const toLogin = (message: string) => {
    notify.info(message);
    void navigate("/auth/login", { state: { from: location } });
  };

  function onLike() {
    if (!user) return toLogin(MESSAGES.camps.mustLoginToLike);
    like.mutate(user.email, {
      onSuccess: () => notify.success(MESSAGES.success.mealLiked),
      onError: (error) => {
        if (isRefusal(error, "ALREADY_LIKED")) {
          markLiked(queryClient, camp._id, user.email);
          notify.info(MESSAGES.camps.alreadyLiked);
        } else notify.error(likeErrorText(error));
      },
    });
  }

  function onJoined(answer: JoinRequestAnswer) {
    if (answer.status === "waitlisted") notify.info(answer.message);
    else notify.success(MESSAGES.success.mealRequested);
  }

  function onJoinRefused(error: unknown) {
    if (isRefusal(error, "CAMP_ENDED")) notify.error(MESSAGES.schedule.campEnded);
    else if (isRefusal(error, "SUBSCRIPTION_REQUIRED")) {
      setNeedsPackage(true);
      notify.info(MESSAGES.camps.needSubscription);
    } else if (isRefusal(error, "ALREADY_REQUESTED")) notify.info(MESSAGES.camps.requestAlreadySent);
    // Platinum's priority window (issue 20): the server's message says when the camp opens to everyone.
    else if (isRefusal(error, "PRIORITY_BOOKING")) notify.info(error.message);
    // Answers refused without the dialog (questions that could not be read): the server's sentence names the question.
    else if (isRefusal(error, "INTAKE_ANSWER_REQUIRED", "INTAKE_CONSENT_REQUIRED")) notify.error(error.message);
    else notify.error(MESSAGES.camps.requestFailed);
  }

  async function onJoin() {
    if (!user) return toLogin(MESSAGES.camps.mustLoginToRequest);
    setChecking(true);
    const questions = await campQuestionsOrNone(queryClient, camp._id);
    setChecking(false);
    if (questions.length > 0) {
      setAsked(questions);
      setAsking(true);
      return;
    }
    join.mutate({ email: user.email }, { onSuccess: onJoined, onError: onJoinRefused });
  }

  // Until the session and the user's own state are known, Join Camp waits rather than being offered and then
  // replaced (or sending a signed-in user to log in because the session had not answered yet); Like waits too.
  const stateLoading = sessionLoading || (Boolean(user) && mine.isPending && mine.fetchStatus !== "idle");
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={onLike}
          disabled={liked || like.isPending || sessionLoading}
        >
          {like.isPending && spinner}
          {liked ? MESSAGES.common.liked : MESSAGES.common.like}
        </button>
        {request ? (
          <RequestState request={request} />
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            onClick={onJoin}
            disabled={ended || join.isPending || stateLoading || checking}
          >
            {(join.isPending || stateLoading || checking) && !ended && spinner}
            {joinText(camp, ended)}
          </button>
        )}
        {declined && (
          <span className="badge badge-sm h-auto min-h-5 border-base-300 py-0.5 font-medium">
            {MESSAGES.schedule.declinedStatus}
          </span>
        )}
        {/* What a reader without JavaScript is told beside Like and Join Camp: read where the server rendered the
            page and no JavaScript runs; a browser running it shows nothing here, and in this row it takes no room
            either (no gap around a box that is not there). */}
        <noscript className="basis-full text-sm text-base-content/70">{MESSAGES.campDetail.needsJavascript}</noscript>
      </div>
      {needsPackage && !request && <SubscriptionNotice message={MESSAGES.camps.needSubscription} />}
      {asked && user && (
        <Suspense fallback={null}>
          <JoinDialog
            key={asked.map((q) => q.id).join()}
            open={asking}
            campTitle={camp.title}
            questions={asked}
            submitText={joinText(camp, ended)}
            send={(answers) => join.mutateAsync({ email: user.email, answers })}
            onJoined={onJoined}
            onRefused={onJoinRefused}
            onClose={() => setAsking(false)}
          />
        </Suspense>
      )}
      {!request && !ended && camp.priorityUntil && Date.parse(camp.priorityUntil) > Date.now() && (
        <p className="text-sm text-base-content/70">
          {MESSAGES.subscription.opensToAll(formatMoment(camp.priorityUntil))}
        </p>
      )}
    </div>
  );
}
