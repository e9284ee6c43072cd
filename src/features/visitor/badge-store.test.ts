import type { Badge } from '@expo/contract';
import { badgeTokenOf, forgetBadge, keepBadge, keptBadge, lastBadge } from './badge-store';

const badge = (token: string): Badge => ({
  kind: 'visitor',
  number: 'AB12-CD34',
  token,
  name: 'Li Lei',
  company: 'Bakery Co.',
  jobTitle: 'Buyer',
  days: ['2027-05-12'],
  shareContact: false,
  transferConsent: false,
  consentVersion: '2',
  revoked: false,
  existing: false,
  createdAt: '2027-04-01T08:00:00.000Z',
});

const TOKEN = 'v1.aGVsbG8td29ybGQtdG9rZW4.c2lnbmF0dXJl';

beforeEach(() => localStorage.clear());

test('the token comes from the link fragment; anything else is no token', () => {
  expect(badgeTokenOf(`#${TOKEN}`)).toBe(TOKEN);
  expect(badgeTokenOf(`#${encodeURIComponent(TOKEN)}`)).toBe(TOKEN);
  expect(badgeTokenOf('')).toBeNull();
  expect(badgeTokenOf('#short')).toBeNull();
  expect(badgeTokenOf('#<script>alert(1)</script>-padding')).toBeNull();
  expect(badgeTokenOf('#%E0%A4%A')).toBeNull();
});

test('a kept badge is found by its token and as the last one shown', () => {
  expect(lastBadge()).toBeNull();
  keepBadge(badge(TOKEN));
  expect(keptBadge(TOKEN)?.name).toBe('Li Lei');
  expect(lastBadge()?.token).toBe(TOKEN);
  expect(keptBadge('another-token-1234567')).toBeNull();
});

test('a forgotten badge is gone, and is no longer the last one', () => {
  keepBadge(badge(TOKEN));
  forgetBadge(TOKEN);
  expect(keptBadge(TOKEN)).toBeNull();
  expect(lastBadge()).toBeNull();
});

test('at most five badges are kept, the oldest dropped', () => {
  for (let i = 0; i < 7; i += 1) keepBadge(badge(`${TOKEN}${i}`), localStorage, 1000 + i);
  expect(keptBadge(`${TOKEN}0`)).toBeNull();
  expect(keptBadge(`${TOKEN}1`)).toBeNull();
  expect(keptBadge(`${TOKEN}2`)?.token).toBe(`${TOKEN}2`);
  expect(lastBadge()?.token).toBe(`${TOKEN}6`);
});

test('an unreadable entry is no badge', () => {
  localStorage.setItem(`expo-badge:${TOKEN}`, '{not json');
  expect(keptBadge(TOKEN)).toBeNull();
});
