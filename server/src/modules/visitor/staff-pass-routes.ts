import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  Envelope, RecordId, STAFF_PASS_LIMITS, STAFF_PASS_PATHS, StaffPass, StaffPassDecision, StaffPassHolder, StaffPassRequest, StaffPassRequestCreate,
  StaffPassRequestQuery, StaffPassesView, badgeDayRange, underEditor, type Language,
} from '@expo/contract';
import { ok } from '../../lib/envelope';
import { readExhibition } from '../../lib/exhibition';
import { createDelivery } from '../auth/delivery';
import { memberIdOf } from '../auth/services';
import { centreExhibitor } from '../exhibitor-centre/service';
import { sendBadgeLink } from './routes';
import { addStaffPass, checkHolder, decideStaffRequest, handOverStaffPass, requestStaffPasses, staffPassesOf, staffPassesUsed, staffQuota, staffRequests } from './staff-passes';
import { badgeOf, currentShow } from './visitors';

/**
 * An exhibitor team's staff passes (member area, the exhibitor centre's "Staff passes"): its quota,
 * naming its staff (each gets a pass by SMS or e-mail), handing a pass to another person, and
 * asking the organiser for more.
 */
export const staffPassTeamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  const delivery = createDelivery(app.config, db, app.log);
  const teamOf = (request: { lang: Language }) => centreExhibitor(db, request.lang, memberIdOf(request as Parameters<typeof memberIdOf>[0]));
  const view = async (lang: Language, exhibitorId: number) => {
    const show = await readExhibition(db);
    const { first, last } = badgeDayRange('staff', { start: show.start_date, end: show.end_date, buildUpStart: show.build_up_start_date, tearDownEnd: show.tear_down_end_date });
    return {
      quota: await staffQuota(db, exhibitorId), used: await staffPassesUsed(db, exhibitorId), passes: await staffPassesOf(db, lang, exhibitorId),
      requests: await staffRequests(db, lang, { exhibitorId }), firstDay: first, lastDay: last,
    };
  };
  /** The pass's link to its holder, in the team's language, after the answer. */
  const send = async (lang: Language, row: Awaited<ReturnType<typeof addStaffPass>>) => {
    const badge = await badgeOf(app.badgeKeys, row);
    sendBadgeLink(app, delivery, lang, row, badge.token, (await currentShow(db, lang)).name);
  };

  app.get(STAFF_PASS_PATHS.team, { config: { errors: [403] }, schema: { summary: "My exhibitor's staff passes: the quota, the passes with their holders, the requests for more", response: { 200: Envelope(StaffPassesView) } } }, async (request) =>
    ok(await view(request.lang, await teamOf(request))));

  app.post(STAFF_PASS_PATHS.team, { config: { errors: [403] }, schema: { summary: 'Name a staff member: a pass (a badge of kind staff) within the quota, its link sent by SMS or e-mail', response: { 200: Envelope(StaffPass) }, body: StaffPassHolder } }, async (request) => {
    const exhibitorId = await teamOf(request);
    const row = await addStaffPass(db, request.lang, exhibitorId, checkHolder(request.lang, request.body));
    await send(request.lang, row);
    return ok((await staffPassesOf(db, request.lang, exhibitorId)).find((p) => p.id === row.id)!);
  });

  app.post(STAFF_PASS_PATHS.teamHandOver, { config: { errors: [403, 404] }, schema: { summary: 'Hand a pass to another person: a new holder, token and number (the old QR and number become unknown at the gate)', response: { 200: Envelope(StaffPass) }, params: Type.Object({ id: RecordId }), body: StaffPassHolder } }, async (request) => {
    const exhibitorId = await teamOf(request);
    const row = await handOverStaffPass(db, request.lang, exhibitorId, request.params.id, checkHolder(request.lang, request.body), app.now());
    await send(request.lang, row);
    return ok((await staffPassesOf(db, request.lang, exhibitorId)).find((p) => p.id === row.id)!);
  });

  app.post(STAFF_PASS_PATHS.teamRequest, { config: { errors: [403] }, schema: { summary: `Ask the organiser for more passes (at most ${STAFF_PASS_LIMITS.requestPasses} at a time, one request waiting at a time)`, response: { 200: Envelope(StaffPassesView) }, body: StaffPassRequestCreate } }, async (request) => {
    const exhibitorId = await teamOf(request);
    await requestStaffPasses(db, request.lang, exhibitorId, memberIdOf(request), request.body.passes, request.body.note);
    return ok(await view(request.lang, exhibitorId));
  });
};

/** The organiser's queue of requests for more staff passes (console): approve (the quota grows by the request) or refuse with a reason. */
export const staffPassConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;

  app.get(underEditor(STAFF_PASS_PATHS.editorRequests), { schema: { summary: 'Requests for more staff passes, newest first (by status)', response: { 200: Envelope(Type.Array(StaffPassRequest)) }, querystring: StaffPassRequestQuery } }, async (request) =>
    ok(await staffRequests(db, request.lang, { status: request.query.status })));

  app.post(underEditor(STAFF_PASS_PATHS.editorDecide), { config: { errors: [404] }, schema: { summary: "Approve a request (the exhibitor's quota grows by it) or refuse it with a reason", response: { 200: Envelope(Type.Object({ exhibitorId: Type.Integer(), quota: Type.Integer() })) }, params: Type.Object({ id: RecordId }), body: StaffPassDecision } }, async (request) => {
    const editor = request.editor!;
    const outcome = await decideStaffRequest(db, request.lang, request.params.id, request.body, editor.username, app.now());
    await db.insertInto('editor_audit').values({
      editor_id: editor.id, editor: editor.username, action: 'update', resource: 'staffPassRequests', record_key: String(request.params.id),
      changes: JSON.stringify({ approve: request.body.approve, reason: request.body.reason ?? null, quota: outcome.quota }),
    }).execute();
    return ok(outcome);
  });
};
