import type { GateAnswer, Lead } from '@expo/contract';
import { headlineKey, TONE_COLOURS, toneOf, type ScanOutcome } from './scan-answer';
import { sendResult } from './scan-api';

const gate = (result: GateAnswer['result']): ScanOutcome => ({ kind: 'gate', answer: { result, admittedAt: null, name: null, company: null, number: null, kind: null, reason: null } });

describe('the answer of a scan', () => {
  test('each gate result has its colour: admitted green, already amber, revoked red, unknown grey', () => {
    expect(toneOf(gate('admitted'))).toBe('admitted');
    expect(toneOf(gate('already'))).toBe('already');
    expect(toneOf(gate('revoked'))).toBe('revoked');
    expect(toneOf(gate('unknown'))).toBe('unknown');
    expect(toneOf(gate('notToday'))).toBe('notToday');
    expect(TONE_COLOURS.admitted.background).toMatch(/^#1b7a34$/);
    expect(headlineKey(gate('already'))).toBe('result.already');
    expect(toneOf({ kind: 'lead', lead: {} as Lead })).toBe('admitted');
    expect(toneOf({ kind: 'queued' })).toBe('queued');
    expect(headlineKey({ kind: 'refused', code: 403, message: '' })).toBe('result.refused');
  });

  test('every panel colour pair is readable (WCAG contrast 4.5:1 or more)', () => {
    for (const { background, text } of Object.values(TONE_COLOURS)) expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
  });

  test('lost network, 401, 429 and server errors keep a scan queued; other refusals answer it', () => {
    const answered = (data: GateAnswer): ScanOutcome => ({ kind: 'gate', answer: data });
    expect(sendResult({ kind: 'network' }, answered)).toEqual({ kind: 'network' });
    expect(sendResult({ kind: 'refused', code: 401, msg: null, field: null }, answered)).toEqual({ kind: 'later', reason: 'signIn' });
    expect(sendResult({ kind: 'refused', code: 429, msg: 'slow down', field: null }, answered)).toEqual({ kind: 'later', reason: 'tooMany' });
    expect(sendResult({ kind: 'refused', code: 502, msg: null, field: null }, answered)).toEqual({ kind: 'later', reason: 'server' });
    expect(sendResult({ kind: 'refused', code: 403, msg: 'Not a team member', field: null }, answered)).toEqual({ kind: 'answered', answer: { kind: 'refused', code: 403, message: 'Not a team member' } });
    const answer: GateAnswer = { result: 'admitted', admittedAt: '2027-05-12T01:02:03.000Z', name: 'Li Lei', company: 'Bakery Co', number: '7K3M-Q9TX', kind: 'visitor', reason: null };
    expect(sendResult({ kind: 'ok', data: answer }, answered)).toEqual({ kind: 'answered', answer: { kind: 'gate', answer } });
  });
});

function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
