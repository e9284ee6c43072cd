import type { MemberApi } from '../../lib/api/member-client';
import { memberGet, memberPost } from '../../lib/api/member-client';

export interface Profile {
  avatar: string | null;
  nickname: string | null;
  email: string | null;
  mobile: string | null;
  companyName: string | null;
  position: string | null;
  remark: string | null;
}

export interface ExhibitorCard {
  exhibitorId: number;
  logo: string | null;
  companyName: string;
  companyNameEn: string | null;
  email: string | null;
  address: string | null;
  website: string | null;
  phone: string | null;
  fax: string | null;
}

export function updateProfile(api: MemberApi, profile: Partial<Profile>): Promise<null> {
  return memberPost(api, '/member/updateProfile', profile);
}

export async function uploadAvatar(api: MemberApi, file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return (await memberPost<{ avatar: string }>(api, '/member/avatar', body)).avatar;
}

export function getBinding(api: MemberApi): Promise<ExhibitorCard | null> {
  return memberGet<ExhibitorCard | null>(api, '/member/binding');
}

export function bindExhibitor(api: MemberApi, username: string, password: string): Promise<ExhibitorCard> {
  return memberPost<ExhibitorCard>(api, '/member/binding', { username, password });
}

export async function unbindExhibitor(api: MemberApi): Promise<void> {
  await api.delete('/member/binding');
}
