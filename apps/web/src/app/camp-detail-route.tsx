import { lazy } from "react";
import { CampDetailPage } from "../features/camps/camp-detail-page";
import { withTexts } from "../i18n/active-locale";

/**
 * The intake form, its validation and its texts load when a camper asks to join a camp that has questions
 * (issue 22).
 */
export const JoinIntakeDialog = lazy(() =>
  withTexts(import("../features/intake/join-intake-dialog"), "pages").then((module) => ({
    default: module.JoinIntakeDialog,
  })),
);

/** /meal/:id: the camp's page, whose Join Camp asks the camp's intake questions in the intake feature's dialog. */
export function CampDetailRoute() {
  return <CampDetailPage joinDialog={JoinIntakeDialog} />;
}
