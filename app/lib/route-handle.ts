/**
 * What a route module may declare in its `handle` export. Only a route that
 * needs a React state machine after load asks to hydrate (the home page and its
 * contact form); every other page is HTML, CSS and the enhancer script
 * (docs/decisions/050).
 */
export interface RouteHandle {
  hydrate?: boolean;
}

export const hydratedRoute = { hydrate: true } as const satisfies RouteHandle;

/** True when one of the matched routes asks to hydrate. */
export function anyRouteHydrates(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}
