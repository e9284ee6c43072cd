import type { MemberInfo } from '@expo/contract';
import type { MemberApi } from './member-client';

/** The signed-in member's account and profile. */
export const ACCOUNT_PATH = '/auth/getInfo';

/** The account, read after signing in and where a page needs it outside SWR (useMemberRead(ACCOUNT_PATH)). */
export function getInfo(api: MemberApi): Promise<MemberInfo> {
  return api.get<MemberInfo>(ACCOUNT_PATH);
}
