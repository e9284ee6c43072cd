// Who invites with the register page's code (`?invite=CODE`): its own chunk, loaded only when the
// link has a code, so the register page's first load stays as it was (e2e/tests/js-budget.spec.ts).
import type { InvitationLookup, Language } from '@expo/contract';
import { fillPath } from '@expo/contract/api-paths';
import { INVITATION_PATHS, INVITE_QUERY, normaliseInvitationCode } from '@expo/contract/invitation-rules';
import { apiGet } from '../../lib/api/public-api';

/** An invitation in the page's link: who invites, and whether its code can still be used. */
export interface Invited {
  code: string;
  inviter: string;
  usable: boolean;
}

/** The invitation named by the page's query, or null: no code, or not one (the page then registers without it). */
export async function readInvitation(search: string, language: Language): Promise<Invited | null> {
  const code = normaliseInvitationCode(new URLSearchParams(search).get(INVITE_QUERY));
  if (!code) return null;
  const found = await apiGet<InvitationLookup>(fillPath(INVITATION_PATHS.lookup, { code }), language).catch(() => null);
  return found ? { code, inviter: found.inviter, usable: found.usable } : null;
}
