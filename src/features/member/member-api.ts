import type { AxiosInstance } from 'axios';
import { memberGet, memberPost } from '../../lib/api/member-api';

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

export function updateProfile(api: AxiosInstance, profile: Partial<Profile>): Promise<null> {
  return memberPost(api, '/member/updateProfile', profile);
}

export async function uploadAvatar(api: AxiosInstance, file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return (await memberPost<{ avatar: string }>(api, '/member/avatar', body)).avatar;
}

export function getBinding(api: AxiosInstance): Promise<ExhibitorCard | null> {
  return memberGet<ExhibitorCard | null>(api, '/member/binding');
}

export function bindExhibitor(api: AxiosInstance, username: string, password: string): Promise<ExhibitorCard> {
  return memberPost<ExhibitorCard>(api, '/member/binding', { username, password });
}

export async function unbindExhibitor(api: AxiosInstance): Promise<void> {
  await api.delete('/member/binding');
}
