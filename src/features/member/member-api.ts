import type { ContactCodeBody, ContactCodes, ExhibitorCard, MemberInfo } from '@expo/contract';
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
