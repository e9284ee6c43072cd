import type { GateAnswer, Lead } from '@expo/contract';

// What the scanner shows for a scan, as a pure mapping: the outcome → its tone (the big coloured
// panel) and its headline's text key in the `scan` namespace.

export type ScanOutcome =
  | { kind: 'gate'; answer: GateAnswer }
  | { kind: 'lead'; lead: Lead }
  /** the API refused the scan (not a team member, a bad code…): its message, in the page's language */
  | { kind: 'refused'; code: number; message: string }
  /** no answer yet: offline, it waits in the queue */
  | { kind: 'queued' }
  | { kind: 'sending' };

export type Tone = 'admitted' | 'already' | 'revoked' | 'unknown' | 'notToday' | 'refused' | 'queued' | 'sending';

/** The panel's colours: background and text, each pair readable (contrast 4.5:1 or more). */
export const TONE_COLOURS: Record<Tone, { background: string; text: string }> = {
  admitted: { background: '#1b7a34', text: '#ffffff' },
  already: { background: '#f4b400', text: '#2b1d00' },
  revoked: { background: '#c62828', text: '#ffffff' },
  unknown: { background: '#5f6368', text: '#ffffff' },
  notToday: { background: '#6a1b9a', text: '#ffffff' },
  refused: { background: '#8e1b2a', text: '#ffffff' },
  queued: { background: '#1a4f8b', text: '#ffffff' },
  sending: { background: '#ece4d8', text: '#3b2a20' },
};

export function toneOf(outcome: ScanOutcome): Tone {
  switch (outcome.kind) {
    case 'gate':
      return outcome.answer.result;
    case 'lead':
      return 'admitted';
    default:
      return outcome.kind;
  }
}

/** The headline's key in the `scan` namespace (`result.already` takes `{{time}}`). */
export function headlineKey(outcome: ScanOutcome): string {
  if (outcome.kind === 'gate') return `result.${outcome.answer.result}`;
  if (outcome.kind === 'lead') return 'result.lead';
  return `result.${outcome.kind}`;
}

/** A short sound and vibration per tone: one high beep for yes, two for already, a low one for no. */
export const TONE_SIGNAL: Record<Tone, { beeps: Array<{ hz: number; ms: number }>; vibrate: number[] } | null> = {
  admitted: { beeps: [{ hz: 1320, ms: 120 }], vibrate: [80] },
  already: { beeps: [{ hz: 880, ms: 100 }, { hz: 880, ms: 100 }], vibrate: [80, 60, 80] },
  revoked: { beeps: [{ hz: 220, ms: 400 }], vibrate: [300] },
  unknown: { beeps: [{ hz: 220, ms: 400 }], vibrate: [300] },
  notToday: { beeps: [{ hz: 220, ms: 400 }], vibrate: [300] },
  refused: { beeps: [{ hz: 220, ms: 400 }], vibrate: [300] },
  queued: { beeps: [{ hz: 660, ms: 80 }], vibrate: [40] },
  sending: null,
};
