import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  ApiCode,
  Envelope,
  MemberPlan,
  PLAN_PATHS,
  PlanLink,
  PlanLinkBody,
  PlanVisitBody,
  VISIT_MINUTES,
  VisitPlan,
  isWithinShowHours,
  messageText,
  type Language,
} from '@expo/contract';
import { ApiError, ok } from '../../lib/envelope';
import { memberIdOf } from '../auth/services';
import { pagePath, planFeed } from './feed';
import { memberMeetings } from '../meeting/calendar';
import { memberOfToken, readLinks, setLink } from './links';
import { readPlan, readShow } from './plan-read';

const NO_STORE = 'private, no-store';

/** What the meetings' calendar entries need of the site: its address, and a page's path in the language. */
function feedSite(app: FastifyInstance, lang: Language) {
  return { url: app.config.siteUrl, pagePath: (path: string) => pagePath(path, lang) };
}

/** The member's own plan: read it whole, plan a stand visit, turn the share link and the feed on or off. */
export const planMemberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;

  app.get(PLAN_PATHS.read, { schema: { summary: 'My visit plan, whole: activities, stand visits by hall and booth, conflicts, links', response: { 200: Envelope(MemberPlan) } } }, async (request, reply) => {
    const memberId = memberIdOf(request);
    const meetings = await memberMeetings(db, memberId, request.lang, feedSite(app, request.lang));
    const [plan, links] = await Promise.all([readPlan(db, memberId, request.lang, meetings.plan), readLinks(db, memberId)]);
    reply.header('cache-control', NO_STORE);
    return ok({ ...plan, ...links });
  });

  app.post(PLAN_PATHS.visit, { schema: { summary: 'Plan (or clear) the visit time of a collected exhibitor or product', body: PlanVisitBody, response: { 200: Envelope(Type.Null()) } } }, async (request) => {
    const memberId = memberIdOf(request);
    const { targetType, targetId, visitAt } = request.body;
    const collected = await db.selectFrom('member_mark').select('target_id').where('member_id', '=', memberId).where('mark', '=', 'collect')
      .where('target_type', '=', targetType).where('target_id', '=', targetId).executeTakeFirst();
    if (!collected) throw new ApiError(ApiCode.badRequest, messageText(request.lang, 'notCollected'), 'targetId');
    if (!visitAt) {
      await db.deleteFrom('visit_plan_time').where('member_id', '=', memberId).where('target_type', '=', targetType).where('target_id', '=', targetId).execute();
      return ok(null);
    }
    const show = await readShow(db, request.lang);
    if (!isWithinShowHours(show.days, visitAt)) {
      throw new ApiError(ApiCode.badRequest, messageText(request.lang, 'outsideShowHours', {
        start: show.startDate, end: show.endDate, opens: show.opensAt, closes: show.closesAt, minutes: VISIT_MINUTES,
      }), 'visitAt');
    }
    const at = new Date(visitAt);
    await db.insertInto('visit_plan_time').values({ member_id: memberId, target_type: targetType, target_id: targetId, visit_at: at })
      .onConflict((oc) => oc.columns(['member_id', 'target_type', 'target_id']).doUpdateSet({ visit_at: at })).execute();
    return ok(null);
  });

  app.post(PLAN_PATHS.share, { schema: { summary: 'Turn the read-only share link of my plan on or off', body: PlanLinkBody, response: { 200: Envelope(PlanLink) } } }, async (request) => {
    return ok(await setLink(db, memberIdOf(request), 'share', request.body.on, request.lang));
  });

  app.post(PLAN_PATHS.feed, { schema: { summary: 'Turn my calendar feed on (in the language of the request) or off', body: PlanLinkBody, response: { 200: Envelope(PlanLink) } } }, async (request) => {
    return ok(await setLink(db, memberIdOf(request), 'feed', request.body.on, request.lang));
  });
};

const TokenParams = Type.Object({ token: Type.String({ maxLength: 64 }) });

/**
 * What a secret link opens without signing in: the shared plan (read-only, no links) and the
 * calendar feed. A token that no link has (never made, or turned off) answers 404. Never cached by
 * the public cache, so a link turned off is off at once; the request log shows no token (app.ts).
 */
export const planLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;

  app.get('/plan/shared/:token', { config: { publicCache: false }, schema: { summary: 'A shared visit plan, read-only (its secret link)', params: TokenParams, response: { 200: Envelope(VisitPlan) } } }, async (request, reply) => {
    const owner = await memberOfToken(db, 'share', request.params.token);
    if (!owner) throw new ApiError(ApiCode.notFound, messageText(request.lang, 'linkOff'));
    reply.header('cache-control', NO_STORE).header('x-robots-tag', 'noindex');
    return ok(await readPlan(db, owner.memberId, request.lang));
  });

  app.get('/calendar/:file', {
    config: { publicCache: false },
    schema: {
      summary: 'A member\'s calendar feed (text/calendar, RFC 5545): `/api/calendar/{token}.ics`, no sign-in',
      params: Type.Object({ file: Type.String({ maxLength: 80 }) }),
      produces: ['text/calendar'],
      response: { 200: Type.String({ description: 'The VCALENDAR text' }) },
    },
  }, async (request, reply) => {
    const token = request.params.file.replace(/\.ics$/, '');
    const owner = await memberOfToken(db, 'feed', token);
    if (!owner) throw new ApiError(ApiCode.notFound, messageText(request.lang, 'linkOff'));
    const meetings = await memberMeetings(db, owner.memberId, owner.lang, feedSite(app, owner.lang));
    const plan = await readPlan(db, owner.memberId, owner.lang, meetings.plan);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', NO_STORE)
      .header('content-disposition', 'inline; filename="plan.ics"')
      .send(planFeed(plan, owner.lang, app.config.siteUrl, meetings.events));
  });
};

