import { PLAN_PATHS, type PlanLink, type PlanVisitBody } from '@expo/contract';
import type { MemberApi } from '../../lib/api/member-client';

/** The plan's read: one request for the whole plan (the site's service worker keeps its answer offline). */
export const PLAN_READ_PATH = PLAN_PATHS.read;

export function planVisit(api: MemberApi, body: PlanVisitBody): Promise<null> {
  return api.post<null>(PLAN_PATHS.visit, body);
}

export function setPlanLink(api: MemberApi, kind: 'share' | 'feed', on: boolean): Promise<PlanLink> {
  return api.post<PlanLink>(PLAN_PATHS[kind], { on });
}
