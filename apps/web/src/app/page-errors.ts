import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { PageError } from "../components/feedback/route-error";

/**
 * A screen whose chunk could not be fetched (offline) renders as a component that throws the failure, so the error
 * boundary shows it. React Router drops the failure of a lazy `Component` on a route without a loader and renders
 * nothing at all in its place.
 */
function surfaceLoadFailure(route: RouteObject): RouteObject {
  const children = route.children?.map(surfaceLoadFailure);
  const withChildren = children ? ({ ...route, children } as RouteObject) : route;
  const lazy = route.lazy;
  if (!lazy || typeof lazy === "function" || !lazy.Component) return withChildren;
  const load = lazy.Component as () => Promise<ComponentType>;
  const Component = async (): Promise<ComponentType> => {
    try {
      return await load();
    } catch (error) {
      return function ScreenNotLoaded(): never {
        throw error;
      };
    }
  };
  return { ...withChildren, lazy: { ...lazy, Component } } as RouteObject;
}

/** Routes whose lazy screens (an area's layout) show a failed load to their error boundary instead of nothing. */
export const withLoadFailures = (routes: RouteObject[]): RouteObject[] => routes.map(surfaceLoadFailure);

/**
 * Wraps a layout's screens in a pathless route with its own error boundary, so a screen that fails (its chunk
 * cannot be fetched while offline, or it breaks) is replaced inside the layout: the navbar and footer stay.
 */
export const withPageErrors = (children: RouteObject[]): RouteObject[] => [
  { ErrorBoundary: PageError, children: children.map(surfaceLoadFailure) },
];
