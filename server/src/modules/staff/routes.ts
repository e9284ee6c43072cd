import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { BuildRecord, DemandStatus, Envelope, REJECT_REASON_MAX, RebuildAnswer, ReviewItem, ReviewOutcome, messageText, RecordId } from '@expo/contract';
import { invalidField, notFound, ok } from '../../lib/envelope';
import { auditStaffAction, type StaffAction } from '../console/audit';
import { buildHistory, requestRebuild } from '../console/builds';
import { listDemands, reviewDemand, takeDownDemand } from '../demand/moderation';

export interface StaffOptions {
  /** Who acts, as the review and the rebuild request record it. */
  actor: (request: FastifyRequest) => string;
  /** Called after each action (the editor API writes its audit log). */
  record?: (request: FastifyRequest, action: StaffAction) => Promise<void>;
}

const Status = Type.Union(DemandStatus.anyOf, { default: 'pending' });

/**
 * What staff do besides editing content: review demands, ask for a rebuild, read the build
 * history. Mounted behind the editor guard (/api/editor) and the local admin guard (/api/admin).
 * One rule for the reject reason: optional when approving (then ignored), required and not blank
 * when rejecting (a 400 naming `reason`), at most REJECT_REASON_MAX characters.
 */
export const staffRoutes: FastifyPluginAsyncTypebox<StaffOptions> = async (app, { actor, record }) => {
  const db = app.engine.db;

  app.get('/demands', { schema: { summary: 'The demand review queue (up to 50)', response: { 200: Envelope(Type.Array(ReviewItem)) }, querystring: Type.Object({ status: Status }) } }, async (request) => ok(await listDemands(db, request.query.status)));

  app.post(
    '/demands/:id/review',
    {
      schema: { summary: 'Approve or reject a demand (a reason is required to reject)', response: { 200: Envelope(ReviewOutcome) },
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        body: Type.Object({ approve: Type.Boolean(), reason: Type.Optional(Type.String({ maxLength: REJECT_REASON_MAX })) }),
      },
    },
    async (request) => {
      const { approve } = request.body;
      const reason = request.body.reason?.trim() ?? '';
      if (!approve && !reason) throw invalidField('reason', messageText(request.lang, 'noBlank'));
      const outcome = await reviewDemand(db, request.params.id, approve ? { approve } : { approve, reason }, actor(request), { now: app.now(), notices: app.notices });
      if (!outcome) throw notFound('Demand');
      await record?.(request, { action: approve ? 'approve' : 'reject', resource: 'demands', key: String(request.params.id), changes: approve ? {} : { reason } });
      return ok(outcome);
    },
  );

  app.post(
    '/demands/:id/take-down',
    {
      schema: { summary: 'Take an approved demand off the board, with a reason its author reads', response: { 200: Envelope(Type.Null()) },
        params: Type.Object({ id: RecordId }),
        body: Type.Object({ reason: Type.String({ maxLength: REJECT_REASON_MAX }) }),
      },
    },
    async (request) => {
      const reason = request.body.reason.trim();
      if (!reason) throw invalidField('reason', messageText(request.lang, 'noBlank'));
      if (!(await takeDownDemand(db, request.params.id, reason, actor(request), app.now()))) throw notFound('Approved demand');
      await record?.(request, { action: 'reject', resource: 'demands', key: String(request.params.id), changes: { takenDown: true, reason } });
      return ok(null);
    },
  );

  app.post('/rebuild', { schema: { summary: 'Ask for a site build now, even when nothing changed', response: { 200: Envelope(RebuildAnswer) } } }, async (request) => {
    const answer = await requestRebuild(db, `requested by ${actor(request)}`);
    await record?.(request, { action: 'rebuild', resource: 'site', key: null, changes: {} });
    return ok(answer);
  });

  app.get('/builds', { schema: { summary: 'The latest site builds', response: { 200: Envelope(Type.Array(BuildRecord)) } } }, async () => ok(await buildHistory(db)));
};

/** The staff routes in the console (behind the editor guard): the editor acts, and the audit log records it. */
export const staffConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(staffRoutes, { actor: (request) => request.editor!.username, record: (request, entry) => auditStaffAction(app.engine.db, request.editor!, entry) });
};

/** The staff routes for the command-line tools (behind the local admin guard): 'cli' acts. */
export const staffCliRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(staffRoutes, { actor: () => 'cli' });
};
