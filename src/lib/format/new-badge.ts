import { NEW_BADGE_DAYS } from '@expo/contract/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The "new" badge rule: created less than NEW_BADGE_DAYS days before `now`. */
export function isNew(createTime: string, now: Date): boolean {
  const created = Date.parse(createTime);
  return Number.isFinite(created) && now.getTime() - created < NEW_BADGE_DAYS * DAY_MS && created <= now.getTime();
}
