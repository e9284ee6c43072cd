import path from 'node:path';
import ICAL from 'ical.js';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { bindToExhibitor, freshExhibitor, newIdentity, registerMember, signInBrowser, smsCodeByApi } from './accounts';
import { expect, openPage, test } from './fixtures';
import { axeViolations, described, serious as isSerious } from './axe';

// Issue 26, meeting requests: a visitor abroad books a slot from an exhibitor's page and sees it in
// China time and in their own; the team proposes another time from its Meetings tab; the visitor
// accepts; both see the contact details, write in the thread, and the visitor's plan lists it.

const SHOTS = process.env.E2E_SHOTS_DIR;
const EDITOR = { username: 'meeting.editor', password: 'meeting-editor-password' };
const WIDTHS = [375, 1440] as const;

/** An exhibitor no other story uses (100…179), with its pages in both languages. */
const meetingExhibitor = (request: APIRequestContext) => freshExhibitor(request, 'meetings');

/** A member registered as a trade visitor of the show, with every product interest. */
async function visitorMember(request: APIRequestContext, name: string) {
  const member = await registerMember(request, name);
  const { mobile } = newIdentity();
  const code = await smsCodeByApi(request, mobile, 'visit');
  const dict = async (type: string) => ((await (await request.get(`/api/common/dict/${type}`)).json()) as { data: Array<{ dictValue: string }> }).data.map((d) => d.dictValue);
  const registered = await request.post('/api/visit/register', {
    headers: { lang: 'en_US', Authorization: `Bearer ${member.token}` },
    data: { name, company: 'Rye & Co', jobTitle: 'Buyer', country: 'Germany', province: '', mobile, code, businessType: (await dict('visitor_business_type'))[0], interests: (await dict('visitor_interest')).slice(0, 5), days: [], purpose: '', shareContact: true },
  });
  expect(((await registered.json()) as { code: number }).code).toBe(200);
  return member;
}

async function contextFor(browser: Browser, timezoneId: string, member: { token: string; id: number }, nickname: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signInBrowser(page, member, nickname);
  // The cookie notice accepted: it would cover the pages in the screenshots.
  await context.addCookies([{ name: 'privacy', value: '1', url: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8123' }]);
  return page;
}

interface FeedEvent {
  summary: string;
  start: string;
  sequence: number;
  status: string;
}

/** The meetings in a member's calendar feed (turned on through the API), parsed with an iCalendar parser. */
async function meetingsInFeed(request: APIRequestContext, token: string): Promise<FeedEvent[]> {
  const link = (await (await request.post('/api/member/plan/feed', { headers: { Authorization: `Bearer ${token}`, lang: 'en_US' }, data: { on: true } })).json()) as { data: { token: string } };
  const text = await (await request.get(`/api/calendar/${link.data.token}.ics`)).text();
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!));
  return calendar.getAllSubcomponents('vevent').filter((e) => String(e.getFirstPropertyValue('uid')).startsWith('meeting-')).map((e) => ({
    summary: String(e.getFirstPropertyValue('summary')),
    start: (e.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    sequence: Number(e.getFirstPropertyValue('sequence')),
    status: String(e.getFirstPropertyValue('status')),
  }));
}

/** The page (or one part of it) at each width, full length, as `name-<width>.png`. */
async function shots(page: Page, name: string, part?: Locator) {
  if (!SHOTS) return;
  for (const toast of await page.getByRole('button', { name: '×' }).all()) await toast.click().catch(() => undefined);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await page.waitForTimeout(200);
    const file = path.join(SHOTS, `${name}-${width}.png`);
    await (part ? part.screenshot({ path: file }) : page.screenshot({ path: file, fullPage: true }));
  }
}

test('a visitor books a meeting, the team proposes another time, the visitor accepts; both sides see it', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const exhibitorId = await meetingExhibitor(request);
  const stamp = Date.now() % 100000;
  const visitor = await visitorMember(request, `Greta Visitor ${stamp}`);
  const team = await registerMember(request, `Team Wang ${stamp}`);
  await bindToExhibitor(request, team.token, exhibitorId, EDITOR);

  // The visitor, in Berlin, opens the exhibitor's page: the button is in the page, the picker loads on click.
  const guest = await contextFor(browser, 'Europe/Berlin', visitor, 'Greta');
  await openPage(guest, `/en/exhibitors/${exhibitorId}/`);
  await expect(guest.getByRole('heading', { name: 'Book a meeting' })).toBeVisible();
  await guest.getByRole('button', { name: 'See free times' }).click();
  await expect(guest.getByText(/Times are China time \(UTC\+8\).*UTC\+2/)).toBeVisible();
  const slots = guest.getByRole('group', { name: 'Choose a time' }).locator('ul button:not([disabled])');
  await slots.nth(2).click();
  await expect(guest.getByRole('status').filter({ hasText: 'Your time:' })).toContainText(/China time \(\d\d:\d\d–\d\d:\d\d your time\)/);
  await guest.getByText('Prices and buying').click();
  await guest.getByLabel('A short note for the team (optional)').fill('We buy rye flour for 40 bakeries.');
  await expect(guest.getByText('33 / 500')).toBeVisible();
  await shots(guest, 'picker-en', guest.locator('#book-meeting'));
  await guest.getByRole('button', { name: 'Send the request' }).click();
  await expect(guest.getByRole('heading', { name: 'Request sent' })).toBeVisible();

  // The same picker in Chinese, on China time: no local time beside it.
  const guestZh = await contextFor(browser, 'Asia/Shanghai', visitor, 'Greta');
  await openPage(guestZh, `/exhibitors/${exhibitorId}/#book-meeting`);
  await expect(guestZh.getByRole('group', { name: '请选择时段' })).toBeVisible();
  await expect(guestZh.getByText(/设备时区/)).toHaveCount(0);
  await guestZh.getByRole('group', { name: '请选择时段' }).locator('ul button:not([disabled])').nth(3).click();
  await shots(guestZh, 'picker-zh', guestZh.locator('#book-meeting'));

  // The team sees the request first in its Meetings tab and proposes another time.
  const host = await contextFor(browser, 'Asia/Shanghai', team, 'Team Wang');
  await openPage(host, '/member/exhibitor/meetings/');
  const card = host.locator('article').filter({ hasText: `Greta Visitor ${stamp}` }).first();
  await expect(card).toContainText('前答复，逾期自动失效');
  await shots(host, 'team-requests-zh');
  await card.getByRole('button', { name: '提议其他时间' }).click();
  await card.getByRole('group', { name: '请选择新的时段' }).locator('ul button:not([disabled])').nth(5).click();
  await card.getByRole('button', { name: /^提议改为/ }).click();
  await expect(host.getByText('已提议新时间，等待观众答复。')).toBeVisible();
  await openPage(host, '/en/member/exhibitor/meetings/');
  await expect(host.locator('article').filter({ hasText: `Greta Visitor ${stamp}` }).first()).toContainText('Waiting for');
  await shots(host, 'team-requests-en');

  // The visitor accepts the new time in My meetings; the contact details open.
  await openPage(guest, '/en/member/meetings/');
  await guest.locator('article').filter({ hasText: 'Time proposed' }).first().getByRole('link').first().click();
  await expect(guest.getByRole('heading', { name: /^Meeting with / })).toBeVisible();
  await guest.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(guest.getByText('Meeting accepted.', { exact: false })).toBeVisible();
  await guest.getByLabel('Write a message').fill('See you at the booth. I will bring samples.');
  await guest.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(guest.getByText('See you at the booth. I will bring samples.')).toBeVisible();
  await expect(guest.getByText('Phone numbers and e-mail addresses show in full')).toHaveCount(0);
  await shots(guest, 'meeting-en');
  const meetingPath = new URL(guest.url()).pathname.replace(/^\/en/, '');

  // The team reads it in Chinese and answers in the thread.
  await openPage(host, meetingPath);
  await expect(host.getByText('See you at the booth. I will bring samples.')).toBeVisible();
  // The team's view of a meeting belongs to the exhibitor centre: the menu and the breadcrumb say so.
  await expect(host.getByRole('navigation', { name: '面包屑导航' }).locator('[aria-current="page"]')).toHaveText('展商中心');
  await expect(host.getByRole('navigation', { name: '个人中心' }).locator('[aria-current="page"]')).toHaveText('展商中心');
  await host.getByLabel('写留言').fill('好的，我们在展位等您。');
  await host.getByRole('button', { name: '发送', exact: true }).click();
  await expect(host.getByText('好的，我们在展位等您。')).toBeVisible();
  await shots(host, 'meeting-zh');

  // The accepted meeting is in both sides' plans, with a link back to it, and in both calendar feeds.
  await openPage(guest, '/en/member/plan/');
  await expect(guest.getByRole('link', { name: /^Meeting with / })).toBeVisible();
  await openPage(host, '/member/plan/');
  await expect(host.getByRole('link', { name: new RegExp(`Greta Visitor ${stamp}`) })).toBeVisible();
  const visitorFeed = await meetingsInFeed(request, visitor.token);
  const teamFeed = await meetingsInFeed(request, team.token);
  expect(visitorFeed).toHaveLength(1);
  expect(teamFeed).toEqual([expect.objectContaining({ start: visitorFeed[0]!.start, status: 'CONFIRMED', summary: expect.stringContaining(`Greta Visitor ${stamp}`) })]);
  expect(visitorFeed[0]).toMatchObject({ status: 'CONFIRMED', summary: expect.stringMatching(/^Meeting: /) });

  // The visitor cancels with a reason: both feeds say cancelled, with a higher SEQUENCE; the plans drop it.
  await openPage(guest, `/en${meetingPath}`);
  await expect(guest.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText('My meetings');
  await guest.getByRole('button', { name: 'Cancel the meeting' }).click();
  await guest.getByLabel(/Why you cancel/).fill('Our flight was moved.');
  await guest.getByRole('button', { name: 'Cancel the meeting' }).last().click();
  await expect(guest.getByText('Meeting cancelled.')).toBeVisible();
  for (const token of [visitor.token, team.token]) {
    const [event] = await meetingsInFeed(request, token);
    expect(event).toMatchObject({ status: 'CANCELLED', start: visitorFeed[0]!.start });
    expect(event!.sequence).toBeGreaterThan(visitorFeed[0]!.sequence);
  }
  await openPage(host, '/member/plan/');
  await expect(host.getByRole('link', { name: new RegExp(`Greta Visitor ${stamp}`) })).toHaveCount(0);
});

test('the meeting pages have no serious or critical accessibility violation', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const exhibitorId = await meetingExhibitor(request);
  const visitor = await visitorMember(request, 'Axe Visitor');
  const team = await registerMember(request, 'Axe Team');
  await bindToExhibitor(request, team.token, exhibitorId, EDITOR);
  const serious = async (on: Page) => {
    await on.waitForLoadState('networkidle');
    return (await axeViolations(on)).filter(isSerious).map((v) => `${on.url()} ${described(v)}`);
  };
  const found: string[] = [];
  const guest = await contextFor(browser, 'Europe/Berlin', visitor, 'Axe');
  await openPage(guest, `/en/exhibitors/${exhibitorId}/`);
  await guest.getByRole('button', { name: 'See free times' }).click();
  await guest.getByRole('group', { name: 'Choose a time' }).locator('ul button:not([disabled])').first().click();
  found.push(...(await serious(guest)));
  await openPage(guest, '/en/member/meetings/');
  found.push(...(await serious(guest)));
  const host = await contextFor(browser, 'Asia/Shanghai', team, 'Axe Team');
  for (const view of ['', 'availability/', 'visitors/']) {
    await openPage(host, `/member/exhibitor/meetings/${view}`);
    found.push(...(await serious(host)));
  }
  expect(found).toEqual([]);
});
