import { CONSENT_VERSION, CONSENT_WORDINGS, DATA_RECIPIENTS, consentWording } from '../../contract/consent';
import { ACCOUNT_CLOSE_GRACE_DAYS, RETENTION_DEFAULT_DAYS, RETENTION_KINDS, RETENTION_NOTICE_DAYS_BEFORE } from '../../contract/retention';
import { splitAtMarker } from './privacy-marker';
import type * as PrivacyNotice from './privacy-notice';
import { privacyNotice } from './privacy-notice';

// The privacy page's generated part is written from the constants the product applies: change a
// constant and the page says the new number (the same module, with other numbers, below).

const text = (lang: 'zh' | 'en') => privacyNotice(lang).flatMap((s) => [s.heading, ...s.lines]).join('\n');

test.each(['zh', 'en'] as const)('%s: every retention period, the notice days, the grace and the current consent wording, from the contract', (lang) => {
  const [retention, sharing, consents] = privacyNotice(lang);
  RETENTION_KINDS.forEach((kind, index) => expect(retention!.lines[index]).toContain(String(RETENTION_DEFAULT_DAYS[kind])));
  expect(retention!.lines[RETENTION_KINDS.length]).toContain(String(RETENTION_NOTICE_DAYS_BEFORE));
  expect(retention!.lines[RETENTION_KINDS.length + 1]).toContain(String(ACCOUNT_CLOSE_GRACE_DAYS));
  expect(sharing!.lines).toHaveLength(DATA_RECIPIENTS.length);
  const current = consentWording(CONSENT_VERSION);
  expect(consents!.lines.join('\n')).toContain(current.share[lang]);
  expect(consents!.lines.join('\n')).toContain(current.transfer![lang]);
  expect(text(lang)).toContain(CONSENT_WORDINGS['1'].share[lang]);
});

test('the numbers move with the constants: other periods in contract/retention.ts, other numbers on the page', () => {
  jest.isolateModules(() => {
    jest.doMock('../../contract/retention', () => ({
      ...jest.requireActual('../../contract/retention'),
      RETENTION_DEFAULT_DAYS: { leadContacts: 211, registrations: 322, scans: 433, meetingThreads: 544 },
      RETENTION_NOTICE_DAYS_BEFORE: 17,
      ACCOUNT_CLOSE_GRACE_DAYS: 9,
    }));
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module again, reading the mocked constants
    const fresh = require('./privacy-notice') as typeof PrivacyNotice;
    for (const lang of ['zh', 'en'] as const) {
      const [retention] = fresh.privacyNotice(lang);
      expect(retention!.lines.map((line) => line.match(/\d+/)?.[0])).toEqual(['211', '322', '433', '544', '17', '9']);
    }
  });
});

test('periods the organiser set are printed instead of the defaults', () => {
  const [retention] = privacyNotice('en', { leadContacts: 30, registrations: 60, scans: 90, meetingThreads: 120 });
  expect(retention!.lines.slice(0, 4).map((line) => line.match(/\d+/)?.[0])).toEqual(['30', '60', '90', '120']);
});

test("the organiser's text goes around the generated part: split at the marker, else all before it", () => {
  expect(splitAtMarker('Who we are.\n[[privacy-rules]]\nContact us.')).toEqual({ before: 'Who we are.\n', after: '\nContact us.' });
  expect(splitAtMarker('Only text.')).toEqual({ before: 'Only text.', after: '' });
  expect(splitAtMarker(null)).toEqual({ before: '', after: '' });
});
