// The route checks of SPEC.md section 2: every route names the checks it runs, in this one
// registry; a route naming a check that does not exist shows the 500 page.
import { LANGUAGES } from '../lib/i18n/languages';
import { isAtOrBelow, languageOfPath, neutralPath } from '../lib/i18n/paths';
import { SIGNED_IN_ROUTES } from '../lib/routes';

export interface RouteContext {
  path: string;
  signedIn: boolean;
  viewportWidth: number;
}

export type CheckOutcome = { kind: 'pass' } | { kind: 'login' } | { kind: 'error'; status: 500 };

type Check = (context: RouteContext) => CheckOutcome;

const pass: CheckOutcome = { kind: 'pass' };

/** The checks that exist. Device and language never block: they hold what the page adapts to. */
export const CHECKS: Record<string, Check> = {
  auth: (context) => (context.signedIn ? pass : { kind: 'login' }),
  device: () => pass,
  language: (context) => ((LANGUAGES as readonly string[]).includes(languageOfPath(context.path)) ? pass : { kind: 'error', status: 500 }),
};

const ALL = ['auth', 'device', 'language'];
const PUBLIC = ['device', 'language'];

/** Which checks each route and the paths below it run; every other route runs the public ones. */
export const ROUTE_CHECKS: Array<{ route: string; checks: string[] }> = SIGNED_IN_ROUTES.map((route) => ({ route, checks: ALL }));

export function checksOf(path: string): string[] {
  const neutral = neutralPath(path).split(/[?#]/)[0] ?? '/';
  return ROUTE_CHECKS.find((entry) => isAtOrBelow(neutral, entry.route))?.checks ?? PUBLIC;
}

/** Runs a route's checks in order: the first that does not pass decides. */
export function runRouteChecks(context: RouteContext, checks = checksOf(context.path)): CheckOutcome {
  for (const name of checks) {
    const check = CHECKS[name];
    if (!check) return { kind: 'error', status: 500 };
    const outcome = check(context);
    if (outcome.kind !== 'pass') return outcome;
  }
  return pass;
}

