import { createContext, useContext, useEffect } from 'react';

/**
 * A member page whose menu entry its path does not tell: the team's view of a meeting lives at
 * /member/meetings/<id>/ beside the visitor's, but belongs to the exhibitor centre. The page names
 * the route its menu entry and breadcrumb follow while it is shown; the member layout provides it.
 */
export const MemberMenuRouteContext = createContext<(route: string | null) => void>(() => undefined);

/** Makes the member menu and breadcrumb follow `route` (null: the page's own path) while mounted. */
export function useMemberMenuRoute(route: string | null): void {
  const setRoute = useContext(MemberMenuRouteContext);
  useEffect(() => {
    setRoute(route);
    return () => setRoute(null);
  }, [route, setRoute]);
}
