import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, InvitationRequest, ONBOARDING_PATHS, OnboardingBoard, OnboardingQuery, ReminderRequest, SendReport } from '@expo/contract';
import { ok } from '../../lib/envelope';
import { board, boardEntries, filtered } from './board';
import { emptyReport, send, sortTargets } from './send';

/**
 * The console's onboarding (mounted behind the editor guard): the board, claim invitations to the
 * exhibitors without a team (all, or a selection), and a reminder to the board's filtered set.
 * The e-mails are queued here and sent after the answer (OnboardingMailQueue).
 */
export const onboardingConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  const editorName = (request: { editor: { username: string } | null }) => `editor ${request.editor?.username ?? ''}`.trim();
  /** The audit log keeps each send: who, to which set, what was queued and skipped. */
  const audit = (request: { editor: { id: number; username: string } | null }, to: Record<string, unknown>, report: SendReport) =>
    db.insertInto('editor_audit').values({ editor_id: request.editor!.id, editor: request.editor!.username, action: 'create', resource: 'onboarding', record_key: null, changes: JSON.stringify({ ...to, ...report }) }).execute();

  app.get(ONBOARDING_PATHS.board, { schema: { summary: 'The onboarding board: counts, and one page of exhibitors (created, invited, claimed, profile, waiting for review)', querystring: OnboardingQuery, response: { 200: Envelope(OnboardingBoard) } } }, async (request) => {
    return ok(board(await boardEntries(db), request.query, app.now()));
  });

  app.post(ONBOARDING_PATHS.invitations, { schema: { summary: 'E-mail claim invitations to the chosen exhibitors, or to every exhibitor without a team', body: InvitationRequest, response: { 200: Envelope(SendReport) } } }, async (request) => {
    const report = emptyReport();
    const entries = await boardEntries(db);
    let chosen = entries;
    if (request.body.ids) {
      const ids = new Set(request.body.ids);
      chosen = entries.filter((e) => ids.has(e.row.exhibitorId));
      report.skipped.unknown = ids.size - chosen.length;
    }
    const answer = await send(db, sortTargets(chosen, 'invite', report), editorName(request), app.now(), report);
    await audit(request, { to: request.body.ids ? { ids: request.body.ids.length } : 'unclaimed' }, answer);
    app.onboardingMail.kick();
    return ok(answer);
  });

  app.post(ONBOARDING_PATHS.reminders, { schema: { summary: "A reminder to the board's filtered set: the claim invitation again to those without a team, a completion reminder to teams whose profile is under the mark", body: ReminderRequest, response: { 200: Envelope(SendReport) } } }, async (request) => {
    const report = emptyReport();
    const chosen = filtered(await boardEntries(db), request.body.filter ?? 'all', request.body.q, app.now());
    const answer = await send(db, sortTargets(chosen, 'remind', report), editorName(request), app.now(), report);
    await audit(request, { to: { filter: request.body.filter ?? 'all', q: request.body.q ?? '' } }, answer);
    app.onboardingMail.kick();
    return ok(answer);
  });
};
