import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Helpers of the account stories: the captcha answer the test product accepts, codes read from the
// outbox through the local admin API (as `npm run outbox` does), unique identities. A second code to
// the same number or address moves that recipient's limit clock on a minute (aMinuteLaterFor).

export const CAPTCHA_ANSWER = process.env.E2E_CAPTCHA ?? 'e2e1';
const DATA_DIR = path.resolve(__dirname, '../..', process.env.E2E_DATA_DIR ?? '.data-e2e');

export function adminSecret(): string {
  return readFileSync(path.join(DATA_DIR, 'admin.secret'), 'utf8').trim();
}

interface OutboxMessage {
  id: number;
  recipient: string;
  body: string;
}

async function outbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const response = await request.get('/api/admin/outbox?limit=50', { headers: { 'x-admin-secret': adminSecret() } });
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/**
 * Moves the product's clock of one recipient's code limits on a minute (NODE_ENV=test only), so a
 * story asks for its second code to the same number or address at once instead of waiting a real
 * minute for the one-a-minute limit.
 */
export async function aMinuteLaterFor(request: APIRequestContext, recipient: string): Promise<void> {
  const response = await request.post('/api/admin/code-limits/advance', { headers: { 'x-admin-secret': adminSecret() }, data: { recipient, seconds: 60 } });
  expect(response.status()).toBe(200);
}

/** The newest outbox message id (0 when empty): codes sent after it are new. */
export async function outboxMark(request: APIRequestContext): Promise<number> {
  return (await outbox(request))[0]?.id ?? 0;
}

/** The first match of `pattern` in a message sent to `recipient` after `mark` (polls the outbox briefly). */
export async function sentTo(request: APIRequestContext, recipient: string, mark: number, pattern: RegExp, what: string): Promise<string> {
  let found: string | undefined;
  await expect(async () => {
    found = (await outbox(request)).filter((message) => message.id > mark && message.recipient === recipient).map((message) => message.body.match(pattern)?.[0]).find(Boolean);
    expect(found, `${what} for ${recipient}`).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return found!;
}

/** The 6-digit code sent to `recipient` after `mark` (polls the outbox briefly). */
export function codeSentTo(request: APIRequestContext, recipient: string, mark: number): Promise<string> {
  return sentTo(request, recipient, mark, /\b\d{6}\b/, 'a new code');
}

let counter = 0;
/**
 * A mobile number and an e-mail address no other test uses: the clock's milliseconds (2.8 hours
 * before they repeat), the worker's slot (two workers calling in the same millisecond) and a count
 * within the worker.
 */
export function newIdentity() {
  counter += 1;
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10;
  const unique = `${Date.now() % 1e7}`.padStart(7, '0') + String(worker) + String(counter % 10);
  return { mobile: `13${unique}`, email: `baker${unique}@example.com` };
}

/** Answers the image code once its image is there, as a person would: an answer sent before the
 * captcha arrived has no captcha to answer. */
export async function answerCaptcha(page: Page, label: string) {
  await expect(page.locator('form button[aria-label] img').first()).toBeVisible();
  await page.getByLabel(label, { exact: true }).fill(CAPTCHA_ANSWER);
}

/** Asks for a code in the open form (captcha answered) and types it in. */
export async function fillCode(page: Page, request: APIRequestContext, recipient: string, labels: { captcha: string; getCode: string; code: string }) {
  const mark = await outboxMark(request);
  await answerCaptcha(page, labels.captcha);
  await page.getByRole('button', { name: labels.getCode }).click();
  const code = await codeSentTo(request, recipient, mark);
  await page.getByLabel(labels.code, { exact: true }).fill(code);
}

/** A code sent by SMS through the API, as the forms ask for it (captcha answered, number RSA-encrypted); the code. */
export async function smsCodeByApi(request: APIRequestContext, mobile: string, scene: 'register' | 'visit'): Promise<string> {
  const { publicEncrypt, constants } = await import('node:crypto');
  const captcha = ((await (await request.get('/api/common/captcha/init')).json()) as { data: { captchaId: string; publicKey: string } }).data;
  const cipher = publicEncrypt({ key: captcha.publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(`${mobile}:${captcha.captchaId}`)).toString('base64');
  const mark = await outboxMark(request);
  const sent = await request.post('/api/common/sendSmsCode', { data: { mobile: cipher, captchaId: captcha.captchaId, captchaCode: CAPTCHA_ANSWER, scene } });
  expect(((await sent.json()) as { code: number }).code).toBe(200);
  return codeSentTo(request, mobile, mark);
}

/** A new member registered through the API (as the register page does); returns the token. */
export async function registerMember(request: APIRequestContext, nickname?: string): Promise<{ token: string; mobile: string; id: number }> {
  const { mobile } = newIdentity();
  const code = await smsCodeByApi(request, mobile, 'register');
  const registered = (await (await request.post('/api/auth/register', { data: { mobile, code, password: 'member-2027', agree: true } })).json()) as { data: string };
  const token = registered.data;
  const auth = { Authorization: `Bearer ${token}` };
  if (nickname) await request.post('/api/member/updateProfile', { headers: auth, data: { nickname } });
  const info = (await (await request.get('/api/auth/getInfo', { headers: auth })).json()) as { data: { id: number } };
  return { token, mobile, id: info.data.id };
}

export interface EditorLogin {
  username: string;
  password: string;
}

/** An editor's token; the editor is made through the local admin API (again: it exists already). */
export async function editorToken(request: APIRequestContext, editor: EditorLogin): Promise<string> {
  await request.post('/api/admin/editors', { headers: { 'x-admin-secret': adminSecret() }, data: editor });
  return ((await (await request.post('/api/editor/login', { data: editor })).json()) as { data: string }).data;
}

/**
 * The exhibitor ids each story may edit or bind a team to. The pools do not overlap: two stories
 * run at once in two workers, and a story that counts its team's members ("1 of 5 members") or
 * its invitation links failed when another story had bound a member to the same exhibitor.
 */
export const EXHIBITOR_POOLS = {
  centre: { first: 20, count: 30 },
  scanning: { first: 50, count: 30 },
  staffPasses: { first: 80, count: 20 },
  meetings: { first: 100, count: 30 },
  trust: { first: 130, count: 20 },
  visitorStand: { first: 150, count: 15 },
  accessibility: { first: 165, count: 13 },
  invitations: { first: 178, count: 13 },
  keyboard: { first: 191, count: 15 },
  /** the claim story takes the highest never invited, one per run */
  onboarding: { first: 206, count: 15 },
} as const;
export type ExhibitorPool = keyof typeof EXHIBITOR_POOLS;

{
  const ranges = Object.values(EXHIBITOR_POOLS).sort((a, b) => a.first - b.first);
  ranges.slice(1).forEach((range, i) => {
    if (range.first < ranges[i]!.first + ranges[i]!.count) throw new Error('EXHIBITOR_POOLS overlap');
  });
}

/**
 * An exhibitor of a story's pool that no story of this data directory has had before, whose record
 * exists in both languages. The demo has exhibitors in one language only (about one in ten Chinese
 * only, one in twenty English only), and such an exhibitor has no page in the other: its
 * /en/exhibitors/<id>/ (or /exhibitors/<id>/) is the 404 page, whatever the story does.
 *
 * Each id is claimed by creating a file exclusively (O_EXCL) beside the product's data, so two
 * stories, in one worker or two, never get the same exhibitor and never see each other's staff,
 * leads or meetings on it (a choice by the clock did hand the same one out twice). The data
 * directory persists between local runs: once a pool is used up, the next generation of claims
 * starts again from the pool's first id, which a run long ago had.
 */
export async function freshExhibitor(request: APIRequestContext, pool: ExhibitorPool): Promise<number> {
  const { first, count } = EXHIBITOR_POOLS[pool];
  const ids: number[] = [];
  for (let id = first; id < first + count; id += 1) {
    const found = await Promise.all(['zh_CN', 'en_US'].map(async (lang) => (await request.get(`/api/common/exhibitor/${id}`, { headers: { lang } })).ok()));
    if (found.every(Boolean)) ids.push(id);
  }
  if (ids.length === 0) throw new Error(`no exhibitor ${first}…${first + count - 1} exists in both languages`);
  const claims = path.join(DATA_DIR, 'e2e-claims');
  mkdirSync(claims, { recursive: true });
  for (let generation = 0; ; generation += 1) {
    for (const id of ids) {
      if (claimFile(path.join(claims, `${pool}-${generation}-${id}`))) return id;
    }
  }
}

/** Creates the file if no one has; false when it exists. */
function claimFile(file: string): boolean {
  try {
    closeSync(openSync(file, 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Binds a member to an exhibitor's team with an editor's invitation code. */
export async function bindToExhibitor(request: APIRequestContext, memberToken: string, exhibitorId: number, editor: EditorLogin): Promise<void> {
  const auth = { Authorization: `Bearer ${await editorToken(request, editor)}` };
  const invite = ((await (await request.post(`/api/editor/exhibitors/${exhibitorId}/invites`, { headers: auth })).json()) as { data: { code: string } }).data.code;
  const bound = (await (await request.post('/api/member/binding/invite', { headers: { Authorization: `Bearer ${memberToken}` }, data: { code: invite } })).json()) as { code: number };
  expect(bound.code).toBe(200);
}

/** Signs the browser in as a member (the cookies the sign-in page writes). */
export async function signInBrowser(page: Page, member: { token: string; id: number }, nickname = '') {
  const base = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8123';
  await page.context().addCookies([
    { name: 'expo_token', value: member.token, url: base },
    { name: 'expo_user', value: JSON.stringify({ id: member.id, nickname, avatar: null }), url: base },
  ]);
}
