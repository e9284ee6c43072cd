import React, { useEffect, useState, type ReactNode } from 'react';
import { navigate } from 'gatsby';
import { ErrorView } from '../components/errors/ErrorView';
import { readToken } from '../lib/session';
import { loginPath } from '../lib/sign-in-redirect';
import { usePageLanguage } from '../lib/i18n/use-page-language';
import { runRouteChecks, type CheckOutcome } from './route-checks';

/**
 * Runs the route's checks in the browser (the token lives in a cookie): a signed-out visitor goes
 * to sign in with `redirectUrl` set to this page; an unknown check shows the 500 page.
 */
export function RouteGuard({ path, children }: { path: string; children: ReactNode }) {
  const { language } = usePageLanguage();
  const [outcome, setOutcome] = useState<CheckOutcome | null>(null);
  useEffect(() => {
    const result = runRouteChecks({ path, signedIn: Boolean(readToken()), viewportWidth: window.innerWidth });
    setOutcome(result);
    if (result.kind === 'login') void navigate(loginPath(language, window.location.pathname + window.location.search), { replace: true });
  }, [path, language]);
  if (!outcome || outcome.kind === 'login') return null;
  if (outcome.kind === 'error') return <ErrorView status={outcome.status} />;
  return <>{children}</>;
}
