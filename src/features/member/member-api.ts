import type { ContactCodeBody, ContactCodes, ExhibitorCard, InviteCode, MemberInfo } from '@expo/contract';
import type { MemberApi } from '../../lib/api/member-client';

/** The member's binding to an exhibitor: read (null when unbound), made, ended. */
export const BINDING_PATH = '/member/binding';

/** What the profile form saves: the account's editable part. */
export type Profile = Pick<MemberInfo, 'avatar' | 'nickname' | 'email' | 'mobile' | 'companyName' | 'position' | 'remark'>;

/** A changed sign-in mobile or e-mail is saved with the code sent to it (sendContactCode). */
export function updateProfile(api: MemberApi, profile: Partial<Profile> & ContactCodes): Promise<null> {
  return api.post('/member/updateProfile', profile);
}

export function sendContactCode(api: MemberApi, contact: ContactCodeBody): Promise<null> {
  return api.post('/member/sendContactCode', contact);
}

export async function uploadAvatar(api: MemberApi, file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return (await api.post<{ avatar: string }>('/member/avatar', body)).avatar;
}

export function bindExhibitor(api: MemberApi, username: string, password: string): Promise<ExhibitorCard> {
  return api.post<ExhibitorCard>(BINDING_PATH, { username, password });
}

export async function unbindExhibitor(api: MemberApi): Promise<void> {
  await api.delete(BINDING_PATH);
}

/** The other ways to bind (docs/api.md, "Verified exhibitor binding") and the team. */
export const TEAM_PATH = '/member/team';

export function bindWithInvite(api: MemberApi, code: string): Promise<ExhibitorCard> {
  return api.post<ExhibitorCard>('/member/binding/invite', { code });
}

export function sendDomainCode(api: MemberApi, email: string): Promise<{ exhibitorId: number; companyName: string }> {
  return api.post('/member/binding/domain/code', { email });
}

export function bindWithDomainCode(api: MemberApi, email: string, code: string): Promise<ExhibitorCard> {
  return api.post<ExhibitorCard>('/member/binding/domain', { email, code });
}

export function makeTeamInvite(api: MemberApi): Promise<InviteCode> {
  return api.post<InviteCode>(`${TEAM_PATH}/invites`);
}

export async function removeTeamMember(api: MemberApi, memberId: number): Promise<void> {
  await api.delete(`${TEAM_PATH}/${memberId}`);
}
