import { buildTestApp, EN, ZH, type TestApp } from '../../../test/helper';
import { CONSENT_VERSION } from '@expo/contract';
import { TEST_ENV, captcha, encrypt, latestCode, post, registerByMobile, signInEditor, uniqueMobile } from '../../../test/accounts';

// Consent that travels with the data (issue 35, item 4): an exhibitor outside mainland China gets a
// visitor's contact only with the separate transfer consent; each lead keeps the consent it was
// collected under; every change of consent is recorded with its time and wording version.

let t: TestApp;
let abroad: Awaited<ReturnType<typeof registerByMobile>>;
let mainland: Awaited<ReturnType<typeof registerByMobile>>;
const ABROAD = 3;
const MAINLAND = 4;

const questionnaire = (mobile: string, code: string, extra: object = {}) => ({
  name: 'Anna Becker', company: 'Brot GmbH', jobTitle: 'Buyer', country: 'China', province: 'Shanghai', mobile, code,
  businessType: 'bakery', interests: ['equipment'], days: ['2027-05-12'], shareContact: false, ...extra,
});

async function register(extra: object = {}, headers: Record<string, string> = {}) {
  const mobile = uniqueMobile();
  const { captchaId, publicKey } = await captcha(t);
  expect((await post(t, '/api/common/sendSmsCode', { mobile: encrypt(publicKey, `${mobile}:${captchaId}`), captchaId, captchaCode: 'test-answer', scene: 'visit' })).body.code).toBe(200);
  const res = await t.request({ method: 'POST', url: '/api/visit/register', payload: questionnaire(mobile, (await latestCode(t, mobile))!, extra), headers: { ...EN, ...headers } });
  expect(res.body.code).toBe(200);
  return { mobile, badge: res.body.data as { token: string; number: string; shareContact: boolean; transferConsent: boolean; consentVersion: string } };
}

let scanCounter = 0;
const leadScan = (who: Record<string, string>, code: string) =>
  t.request({ method: 'POST', url: '/api/member/leads/scan', headers: { ...who, ...EN }, payload: { scanId: `consent-scan-${(scanCounter += 1)}`, code, deviceId: 'stand-device-02' } });
const byToken = (token: string) => ({ 'x-badge-token': token, ...EN });
const leadsOf = async (who: Record<string, string>) => (await t.request({ method: 'GET', url: '/api/member/leads?pageSize=100', headers: who })).body.data.rows as Array<Record<string, unknown>>;

beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV, now: () => new Date('2027-05-12T02:00:00Z') });
  [abroad, mainland] = [await registerByMobile(t), await registerByMobile(t)];
  await t.engine.db.updateTable('member').set({ exhibitor_id: ABROAD, exhibitor_bound_at: new Date(), nickname: 'Stand Abroad' }).where('mobile', '=', abroad.mobile).execute();
  await t.engine.db.updateTable('member').set({ exhibitor_id: MAINLAND, exhibitor_bound_at: new Date(), nickname: 'Stand Mainland' }).where('mobile', '=', mainland.mobile).execute();
  // The organiser sets the exhibitor's country in the console (mainland China is the default).
  const editor = await signInEditor(t, 'editor.consent');
  expect((await t.request({ method: 'GET', url: `/api/editor/content/exhibitors/${MAINLAND}`, headers: editor })).body.data.country).toBe('CN');
  const set = await t.request({ method: 'PUT', url: `/api/editor/content/exhibitors/${ABROAD}`, headers: editor, payload: { country: 'DE' } });
  expect(set.body.code).toBe(200);
}, 180_000);
afterAll(() => t.close());

test("a foreign exhibitor's scan without transfer consent holds no contact; with it, it does; a mainland exhibitor needs the sharing only", async () => {
  const noTransfer = await register({ shareContact: true, name: 'No Transfer' });
  const foreign = (await leadScan(abroad.auth, noTransfer.badge.token)).body.data;
  expect(foreign).toMatchObject({ name: 'No Transfer', company: 'Brot GmbH', jobTitle: 'Buyer', mobile: null, email: null, country: null, consent: 'noTransfer', consentShare: true, consentTransfer: false, consentVersion: CONSENT_VERSION });
  const home = (await leadScan(mainland.auth, noTransfer.badge.token)).body.data;
  expect(home).toMatchObject({ mobile: noTransfer.mobile, country: 'China Shanghai', consent: 'shared' });

  const transfer = await register({ shareContact: true, transferConsent: true, name: 'With Transfer' });
  expect(transfer.badge).toMatchObject({ shareContact: true, transferConsent: true, consentVersion: CONSENT_VERSION });
  expect((await leadScan(abroad.auth, transfer.badge.token)).body.data).toMatchObject({ mobile: transfer.mobile, country: 'China Shanghai', consent: 'shared', consentTransfer: true });

  // The transfer alone shares nothing.
  const transferOnly = await register({ transferConsent: true, name: 'Transfer Only' });
  expect((await leadScan(abroad.auth, transferOnly.badge.token)).body.data).toMatchObject({ mobile: null, consent: 'notShared' });

  // Who scanned my badge: each exhibitor with its country and the consent its lead was collected under.
  const scans = (await t.request({ method: 'GET', url: '/api/visit/scans', headers: byToken(noTransfer.badge.token) })).body.data;
  expect(scans).toEqual(expect.arrayContaining([
    expect.objectContaining({ exhibitorId: ABROAD, exhibitorCountry: 'DE', shared: false, consent: 'noTransfer', consentShare: true, consentTransfer: false, consentVersion: CONSENT_VERSION }),
    expect.objectContaining({ exhibitorId: MAINLAND, exhibitorCountry: 'CN', shared: true, consent: 'shared' }),
  ]));
});

test('every consent change is recorded with its time and version; a withdrawal reaches the leads at once, a consent given later only later scans', async () => {
  const { badge } = await register({ shareContact: true, transferConsent: true, name: 'Changing Mind' });
  await leadScan(abroad.auth, badge.token);
  await leadScan(mainland.auth, badge.token);
  const consent = (headers: Record<string, string>) => t.request({ method: 'GET', url: '/api/visit/consent', headers });
  const change = (payload: object) => t.request({ method: 'POST', url: '/api/visit/consent', headers: byToken(badge.token), payload });

  expect((await consent(byToken(badge.token))).body.data).toMatchObject({
    shareContact: true, transferConsent: true, consentVersion: CONSENT_VERSION,
    history: [
      { kind: 'share', given: true, exhibitorId: null, version: CONSENT_VERSION, source: 'registration', at: expect.any(String) },
      { kind: 'transfer', given: true, exhibitorId: null, version: CONSENT_VERSION, source: 'registration', at: expect.any(String) },
    ],
  });

  // Transfer withdrawn: the exhibitor abroad loses the contact, the mainland one keeps it.
  const noTransfer = await change({ shareContact: true, transferConsent: false });
  expect(noTransfer.body.data.history.at(-1)).toMatchObject({ kind: 'transfer', given: false, version: CONSENT_VERSION, source: 'badge' });
  expect((await leadsOf(abroad.auth)).find((l) => l.name === 'Changing Mind')).toMatchObject({ mobile: null, consent: 'withdrawn', consentTransfer: true });
  expect((await leadsOf(mainland.auth)).find((l) => l.name === 'Changing Mind')).toMatchObject({ consent: 'shared' });

  // The same change again records nothing; an unknown wording version is a 400 naming the field.
  expect((await change({ shareContact: true, transferConsent: false })).body.data.history).toHaveLength(3);
  expect((await change({ shareContact: false, transferConsent: false, consentVersion: '99' })).body).toMatchObject({ code: 400, data: { field: 'consentVersion' } });

  // Sharing withdrawn: every exhibitor loses it; given again, an earlier lead stays withdrawn.
  await change({ shareContact: false, transferConsent: false });
  expect((await leadsOf(mainland.auth)).find((l) => l.name === 'Changing Mind')).toMatchObject({ mobile: null, consent: 'withdrawn' });
  const again = await change({ shareContact: true, transferConsent: true });
  expect(again.body.data.history.slice(-2)).toMatchObject([{ kind: 'share', given: true }, { kind: 'transfer', given: true }]);
  expect((await leadsOf(mainland.auth)).find((l) => l.name === 'Changing Mind')).toMatchObject({ consent: 'withdrawn' });
  expect(again.body.data.history.map((e: { kind: string; given: boolean }) => `${e.kind}:${e.given}`)).toEqual(['share:true', 'transfer:true', 'transfer:false', 'share:false', 'share:true', 'transfer:true']);
});

test('a lead keeps the consent it was collected under: consent given after the scan reaches only a new scan; the member centre changes and withdraws per exhibitor, recorded', async () => {
  const member = await registerByMobile(t);
  const { badge } = await register({ shareContact: false, name: 'Late Consent' }, member.auth);
  const first = (await leadScan(mainland.auth, badge.token)).body.data;
  expect(first).toMatchObject({ mobile: null, consent: 'notShared', consentShare: false });
  const changed = await t.request({ method: 'POST', url: '/api/member/visit/consent', headers: { ...member.auth, ...ZH }, payload: { shareContact: true, transferConsent: false } });
  expect(changed.body.data.history.at(-1)).toMatchObject({ kind: 'share', given: true, source: 'member' });
  expect((await leadsOf(mainland.auth)).find((l) => l.id === first.id)).toMatchObject({ mobile: null, consent: 'notShared' });
  expect((await leadScan(mainland.auth, badge.token)).body.data).toMatchObject({ id: first.id, consent: 'shared', consentShare: true });

  await post(t, `/api/member/visit/scans/${MAINLAND}/withdraw`, {}, member.auth);
  const history = (await t.request({ method: 'GET', url: '/api/member/visit/consent', headers: member.auth })).body.data.history;
  expect(history.at(-1)).toMatchObject({ kind: 'share', given: false, exhibitorId: MAINLAND, source: 'member' });
});

test("the team's CSV shows each lead's consent, as collected and now, with the wording's version", async () => {
  await register({ shareContact: true, name: 'Csv Visitor' }).then(({ badge }) => leadScan(abroad.auth, badge.token));
  const en = (await t.request({ method: 'GET', url: '/api/member/leads/export', headers: { ...abroad.auth, ...EN } })).raw.toString('utf8');
  const [heading, ...lines] = en.replace(/^\uFEFF/, '').split('\r\n');
  expect(heading).toContain('Consent,Consent to share when scanned,Consent to transfer outside mainland China when scanned,Consent wording version');
  expect(lines.find((l) => l.startsWith('Csv Visitor'))).toContain(`No consent to transfer outside mainland China,yes,no,${CONSENT_VERSION}`);
  const zh = (await t.request({ method: 'GET', url: '/api/member/leads/export', headers: { ...abroad.auth, ...ZH } })).raw.toString('utf8');
  expect(zh).toContain(`未同意跨境提供（展商在中国大陆以外）,是,否,${CONSENT_VERSION}`);
});
