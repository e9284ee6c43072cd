// The account calls of docs/api.md ("Accounts"), over the member API client. The captcha and the
// codes are shared with other forms: lib/api/code-api.ts.
import type { MemberInfo } from '@expo/contract';
import { getInfo } from '../../lib/api/account-api';
import type { MemberApi } from '../../lib/api/member-client';
import { saveSession } from '../../lib/session';

/** After a sign-in or registration call answered a token: keep it and the user info in cookies. */
export async function completeSignIn(api: MemberApi, token: string): Promise<MemberInfo> {
  saveSession(token, { id: 0, nickname: '', avatar: null });
  const info = await getInfo(api);
  saveSession(token, { id: info.id, nickname: info.nickname ?? '', avatar: info.avatar });
  return info;
}
