import type pg from 'pg';
import type { Stack } from '../../../scripts/deploy/stack';
import { editorToken, startApprovals } from '../../../scripts/show/approvals';
import { castFor, showRates, SHOW_REQUESTS } from '../../../scripts/show/mix';
import { castShow, planMeetings } from '../../../scripts/show/cast';
import { driveShow, totals } from '../../../scripts/show/drive';
import { ShowCursor } from '../../../scripts/show/requests';
import { writesMissing } from '../../../scripts/show/writes-found';

/**
 * The opening morning's mix (scripts/show/mix.ts, the one `npm run bench:show` runs at full rate)
 * for SHOW_SECONDS at a low rate through nginx, with an editor's approval built and published
 * meanwhile: not one request fails, every acknowledged write (gate and lead scans, registrations,
 * code sign-ins, meeting requests) is in the database, and the approved change is served within
 * APPROVAL_SERVED_WITHIN_MS.
 */
const SHOW_SECONDS = 60;
const MULTIPLIER = 0.25;
const APPROVAL_SERVED_WITHIN_MS = 60_000;

export async function showMixAtLowRate(stack: Stack, db: pg.Client, log: (line: string) => void): Promise<void> {
  const plan = [{ multiplier: MULTIPLIER, seconds: SHOW_SECONDS }];
  const cast = await planMeetings(`${stack.nginxUrl}/api`, await castShow(db, castFor(plan, 2000), stack.badgeSecret, log));
  const cursor = new ShowCursor(cast);
  const approvals = startApprovals({ url: stack.nginxUrl, editorToken: await editorToken(stack.nginxUrl, stack.apis[0]!.url, stack.adminSecret), teams: cast.approvals, log });
  const result = await driveShow({ url: stack.nginxUrl, cursor, rates: showRates(MULTIPLIER), seconds: SHOW_SECONDS });
  const approved = await approvals.stop(APPROVAL_SERVED_WITHIN_MS);
  const { requests, errors } = totals(result);
  log(`show mix at ${MULTIPLIER}×: ${requests} requests, ${errors} failed, ${result.acknowledged.length} writes acknowledged; `
    + SHOW_REQUESTS.map((k) => `${k} ${result.figures[k].requests} (p99 ${result.figures[k].p99} ms)`).join(', '));

  const problems: string[] = [];
  for (const [kind, count] of result.failures) problems.push(`${count} × ${kind}`);
  if (result.unsent) problems.push(`${result.unsent} requests had no cast left to use (the cast is too small)`);
  for (const kind of SHOW_REQUESTS) if (result.figures[kind].requests === 0) problems.push(`no ${kind} was sent`);
  problems.push(...(await writesMissing(db, result.acknowledged)));
  const first = approved[0];
  if (!first) problems.push('no approval was made');
  else if (first.problem) problems.push(`the approval failed: ${first.problem}`);
  else if (first.publishedAfterMs === null || first.publishedAfterMs > APPROVAL_SERVED_WITHIN_MS) problems.push(`the approved change was not served within ${APPROVAL_SERVED_WITHIN_MS / 1000} s`);
  if (problems.length) throw new Error(problems.join('\n'));
}
