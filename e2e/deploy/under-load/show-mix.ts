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
 * code sign-ins, meeting requests) is in the database, and the editor's approval went through. How
 * soon the worker serves it is logged, not asserted here: sessions-and-rebuilds.spec.ts holds the
 * layout to 60 s from a change to the served page, and a busy machine's build would only make this
 * test wait longer (the deploy suite's time).
 */
// 30 s sends every kind at least twice at this rate (meeting requests, the rarest, every 14.3 s).
// The approval's build may still be running when it ends (about 23 s to the served page alone):
// that is logged, not asserted, as above.
const SHOW_SECONDS = 30;
const MULTIPLIER = 0.25;

export async function showMixAtLowRate(stack: Stack, db: pg.Client, log: (line: string) => void): Promise<void> {
  const plan = [{ multiplier: MULTIPLIER, seconds: SHOW_SECONDS }];
  const cast = await planMeetings(`${stack.nginxUrl}/api`, await castShow(db, castFor(plan, 2000), stack.badgeSecret, log));
  const cursor = new ShowCursor(cast);
  const approvals = startApprovals({ url: stack.nginxUrl, editorToken: await editorToken(stack.nginxUrl, stack.apis[0]!.url, stack.adminSecret), teams: cast.approvals, log });
  const result = await driveShow({ url: stack.nginxUrl, cursor, rates: showRates(MULTIPLIER), seconds: SHOW_SECONDS });
  const approved = await approvals.stop(0);
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
  else log(first.publishedAfterMs === null ? 'the approved change was not served yet when the load ended' : `the approved change was served ${(first.publishedAfterMs / 1000).toFixed(1)} s after the approval`);
  if (problems.length) throw new Error(problems.join('\n'));
}
