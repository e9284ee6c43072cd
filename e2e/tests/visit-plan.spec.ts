import { mkdirSync } from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, openPage } from './fixtures';
import { registerMember, signInBrowser } from './accounts';

// A member's visit plan: collect an event, two exhibitors and a product on their pages, plan stand
// visits (one clashing with the event), see the conflict, the walking order and the booths on the
// floor plan; subscribe to the calendar feed and read it as a calendar app would; share the plan.

const SHOTS = path.resolve(__dirname, '../test-results/visit-plan');

interface Row { id: number; title?: string; name?: string; startTime?: string; exhibitorId?: number }
interface Booth { code: string; hallId: number; exhibitorId: number | null; exhibitorListed: boolean }

async function list<T>(request: APIRequestContext, pathName: string, pageSize = 50): Promise<T[]> {
  const body = (await (await request.get(`/api/common/${pathName}?pageSize=${pageSize}`, { headers: { lang: 'en_US' } })).json()) as { data: { rows: T[] } };
  return body.data.rows;
}

/** China time of an instant: YYYY-MM-DD and HH:mm. */
function chinaTime(iso: string) {
  const shifted = new Date(Date.parse(iso) + 8 * 3600_000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

test('a member plans a visit: conflicts, walking order, booths on the floor plan, calendar feed, share link', async ({ page, request, browser }) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  // An event that starts on a quarter hour between 09:00 and 17:00 China time.
  const activity = (await list<Row>(request, 'activity/list')).find((row) => {
    const { time } = chinaTime(row.startTime!);
    return time >= '09:00' && time <= '17:00' && time.endsWith('00');
  })!;
  const halls = (await (await request.get('/api/common/floorPlan', { headers: { lang: 'en_US' } })).json()).data as Array<{ id: number; booths: Booth[] }>;
  const listed = halls.flatMap((hall) => hall.booths).filter((booth) => booth.exhibitorId !== null && booth.exhibitorListed);
  // Two exhibitors in different halls, the later hall's collected first: the walk still starts in the earlier hall.
  const first = listed.find((booth) => booth.hallId === halls[0]!.id)!;
  const second = listed.find((booth) => booth.hallId === halls[1]!.id)!;
  const products = await list<Row>(request, 'product/list');
  const product = products.find((row) => row.exhibitorId !== first.exhibitorId && row.exhibitorId !== second.exhibitorId)!;

  const member = await registerMember(request, 'Planner Pat');
  await signInBrowser(page, member, 'Planner Pat');
  for (const pagePath of [`/en/activity/${activity.id}/`, `/en/exhibitors/${second.exhibitorId}/`, `/en/exhibitors/${first.exhibitorId}/`, `/en/products/${product.id}/`]) {
    await openPage(page, pagePath);
    await page.getByRole('button', { name: /^Collect/ }).first().click();
    await expect(page.getByRole('button', { name: /^Collected/ }).first()).toHaveAttribute('aria-pressed', 'true');
  }

  await openPage(page, '/en/member/plan/');
  await expect(page.getByRole('heading', { name: 'My visit plan', level: 1 })).toBeVisible();
  await expect(page.getByTestId(`plan-activity:${activity.id}`)).toContainText(activity.title!);
  await expect(page.getByTestId('conflict-summary')).toHaveText('No time conflicts.');

  // The second exhibitor's stand visit at the event's start: both are flagged.
  const clash = chinaTime(activity.startTime!);
  const visitOf = (type: string, id: number) => page.getByTestId(`plan-${type}:${id}`);
  const secondVisit = visitOf('exhibitor', second.exhibitorId!);
  const secondName = (await secondVisit.getByRole('combobox').first().getAttribute('aria-label'))!.replace(/^Day: /, '');
  await secondVisit.getByRole('combobox', { name: `Day: ${secondName}` }).selectOption(clash.date);
  await secondVisit.getByRole('combobox', { name: `Time: ${secondName}` }).selectOption(clash.time);
  await expect(page.getByTestId('conflict-summary')).toHaveText('2 entries overlap others in time.');
  await expect(page.getByTestId(`plan-activity:${activity.id}`)).toHaveAttribute('data-conflict', 'true');
  await expect(page.getByTestId(`plan-activity:${activity.id}`)).toContainText(`Time conflict with ${secondName}`);
  await expect(secondVisit).toContainText(`Time conflict with ${activity.title}`);

  // The first exhibitor and the product at times clear of the rest.
  const firstVisit = visitOf('exhibitor', first.exhibitorId!);
  await firstVisit.getByRole('combobox').first().selectOption(clash.date);
  await firstVisit.getByRole('combobox').nth(1).selectOption('17:30');
  const productVisit = visitOf('product', product.id);
  await productVisit.getByRole('combobox').first().selectOption(clash.date);
  await productVisit.getByRole('combobox').nth(1).selectOption('17:00');
  await expect(firstVisit).toHaveAttribute('data-conflict', 'false');
  await expect(page.getByTestId('conflict-summary')).toHaveText('2 entries overlap others in time.');

  // Walking order: hall by hall in the floor plan's order, as the API's plan has it.
  const walk = page.getByTestId('walking-order').locator(':scope > li');
  await expect(walk).toHaveCount(3);
  await expect(walk.first()).toContainText('Stop 1');
  const booths = (await walk.evaluateAll((items) => items.map((item) => item.getAttribute('data-booth')))).filter((code): code is string => Boolean(code));
  const saved = (await (await request.get('/api/member/plan', { headers: { Authorization: `Bearer ${member.token}`, lang: 'en_US' } })).json()).data as { booths: string[] };
  expect(booths).toEqual(saved.booths);
  const hallIndex = new Map(halls.flatMap((hall, index) => hall.booths.map((booth) => [booth.code, index] as const)));
  const walkHalls = booths.map((code) => hallIndex.get(code)!);
  expect([...walkHalls].sort((a, b) => a - b)).toEqual(walkHalls);
  expect(walkHalls[0]).toBe(0);

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no sideways scroll at ${width}`).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, `plan-en-${width}.png`), fullPage: true });
  }
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ path: path.join(SHOTS, 'plan-en.pdf'), format: 'A4', printBackground: true });
  await page.emulateMedia({ media: 'screen' });

  // The plan's booths on the floor plan, all highlighted.
  await page.getByTestId('plan-floor-link').click();
  await expect(page).toHaveURL(/\/en\/booth-floor\/\?booth=/);
  const url = new URL(page.url());
  expect(url.searchParams.getAll('booth')).toEqual(booths);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  // The first hall opens with the plan's booths in it highlighted; the list leads to each of the others.
  await expect(page.locator(`svg [data-booth="${booths[0]}"]`)).toHaveClass(/selected/);
  await expect(page.getByText(`${booths.length} booths from your link are highlighted`)).toBeVisible();
  const last = booths.at(-1)!;
  await page.getByRole('button', { name: new RegExp(`^${last}`) }).click();
  await expect(page.locator(`svg [data-booth="${last}"]`)).toHaveClass(/selected/);
  await expect(page.locator('svg .marker').first()).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, 'floor-en-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, 'floor-en-375.png'), fullPage: true });

  // The calendar feed: turned on, read without signing in, parsed; turned off, gone.
  await openPage(page, '/en/member/plan/');
  await page.getByRole('button', { name: 'Turn on the calendar subscription' }).click();
  const feedUrl = await page.getByLabel('Subscription address').inputValue();
  expect(feedUrl).toMatch(/\/api\/calendar\/[\w-]{43}\.ics$/);
  const feed = await request.get(feedUrl);
  expect(feed.status()).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!));
  const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
  expect(events).toHaveLength(4);
  const talk = events.find((event) => event.uid.startsWith(`activity-${activity.id}@`))!;
  expect(talk.startDate.toString()).toBe(`${clash.date}T${clash.time}:00`);
  expect(talk.startDate.zone.tzid).toBe('Asia/Shanghai');
  const standVisit = events.find((event) => event.uid.startsWith(`visit-exhibitor-${second.exhibitorId}@`))!;
  expect(standVisit.startDate.toJSDate().toISOString()).toBe(new Date(activity.startTime!).toISOString());

  // The share link: read-only, in another browser with no session.
  await page.getByRole('button', { name: 'Turn on the share link' }).click();
  const shareUrl = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  const visitor = await browser.newContext();
  const shared = await visitor.newPage();
  await shared.goto(shareUrl);
  await expect(shared.getByRole('heading', { name: 'A visit plan' })).toBeVisible();
  await expect(shared.getByTestId('walking-order').locator(':scope > li')).toHaveCount(3, { timeout: 30_000 });
  await expect(shared.getByRole('combobox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Turn off the share link' }).click();
  await expect(page.getByRole('button', { name: 'Turn on the share link' })).toBeVisible();
  await shared.reload();
  await expect(shared.getByRole('alert')).toContainText('not available', { timeout: 30_000 });
  await visitor.close();

  await page.getByRole('button', { name: 'Turn off the calendar subscription' }).click();
  await expect(page.getByRole('button', { name: 'Turn on the calendar subscription' })).toBeVisible();
  expect((await request.get(feedUrl)).status()).toBe(404);

  // Chinese: the same plan, at both widths, and its print view.
  await openPage(page, '/member/plan/');
  await expect(page.getByRole('heading', { name: '我的参观计划', level: 1 })).toBeVisible();
  await expect(page.getByTestId('conflict-summary')).toHaveText('有2项与其他项时间冲突。');
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no sideways scroll at ${width}`).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, `plan-zh-${width}.png`), fullPage: true });
  }
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ path: path.join(SHOTS, 'plan-zh.pdf'), format: 'A4', printBackground: true });
});

test('an event page offers its .ics file and web-calendar links; the file parses in China time', async ({ page, request }) => {
  const activity = (await list<Row>(request, 'activity/list', 1))[0]!;
  await openPage(page, `/en/activity/${activity.id}/`);
  const calendarLinks = page.getByRole('navigation', { name: 'Add to calendar' });
  await expect(calendarLinks.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/);
  await expect(calendarLinks.getByRole('link', { name: 'Outlook.com' })).toHaveAttribute('href', /^https:\/\/outlook\.live\.com\//);
  const href = await calendarLinks.getByRole('link', { name: 'Download .ics' }).getAttribute('href');
  expect(href).toBe(`/en/activity/${activity.id}/event.ics`);
  const file = await request.get(href!);
  expect(file.headers()['content-type']).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await file.text()));
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  expect(event.startDate.toJSDate().toISOString()).toBe(new Date(activity.startTime!).toISOString());
  const start = chinaTime(activity.startTime!);
  expect(event.startDate.toString()).toBe(`${start.date}T${start.time}:00`);

  await openPage(page, '/activity/');
  const show = page.getByRole('navigation', { name: '添加到日历' });
  const showIcs = await show.getByRole('link', { name: '下载 .ics 文件' }).getAttribute('href');
  expect(showIcs).toBe('/show.ics');
  const days = new ICAL.Component(ICAL.parse(await (await request.get(showIcs!)).text())).getAllSubcomponents('vevent');
  expect(days.length).toBeGreaterThan(1);
});
