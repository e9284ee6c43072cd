import type { GateAnswer, Language, Lead, PrintedBadge } from '@expo/contract';
import { VISITOR_PATHS } from '@expo/contract/visitor-paths';
import { bearerCall, type CallOutcome } from '../../lib/api/bearer-call';
import { readToken } from '../../lib/session';
import { storedSession, type DeviceSession } from '../../lib/stored-session';
import type { ScanOutcome } from './scan-answer';
import type { QueuedScan, SendResult } from './scan-queue';

// The scanner's calls: a gate account's sign-in (its token kept for the tab, like the editor
// console's) and the scans of both modes. A scan that gets no answer within SCAN_TIMEOUT_MS counts
// as not sent: it stays queued and goes again with the same scanId.

const GATE_SESSION_KEY = 'expo_gate_session';
export const SCAN_TIMEOUT_MS = 8000;

export type GateSession = DeviceSession;

export const gateSession = storedSession(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage), GATE_SESSION_KEY);

/** Signs a gate account in: its session, or the API's message. */
export async function gateLogin(language: Language, username: string, password: string): Promise<GateSession | { error: string | null }> {
  const outcome = await bearerCall<string>(VISITOR_PATHS.gateLogin, { language, token: null, method: 'POST', body: { username, password } });
  if (outcome.kind !== 'ok') return { error: outcome.kind === 'refused' ? outcome.msg : null };
  return { token: outcome.data, username };
}

export async function gateLogout(language: Language): Promise<void> {
  const session = gateSession.get();
  gateSession.clear();
  if (session) await bearerCall(VISITOR_PATHS.gateLogout, { language, token: session.token, method: 'POST' });
}

/** The badge of a scanned code, to print at the gate (the print is logged): the badge, or the API's message. */
export async function gatePrint(language: Language, code: string, device: string): Promise<PrintedBadge | { error: string | null }> {
  const outcome = await bearerCall<PrintedBadge>(VISITOR_PATHS.gatePrint, { language, token: gateSession.get()?.token, method: 'POST', body: { code, deviceId: device } });
  return outcome.kind === 'ok' ? outcome.data : { error: outcome.kind === 'refused' ? outcome.msg : null };
}

/** Sends one queued scan with its owner's token: the answer, or why it stays queued. */
export async function sendScan(language: Language, scan: QueuedScan): Promise<SendResult<ScanOutcome>> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'network' };
  if (scan.mode === 'gate') {
    const outcome = await bearerCall<GateAnswer>(VISITOR_PATHS.gateScan, { language, token: gateSession.get()?.token, method: 'POST', body: scan.request, timeoutMs: SCAN_TIMEOUT_MS });
    return sendResult(outcome, (answer) => ({ kind: 'gate', answer }));
  }
  const { gate: _gate, ...request } = scan.request;
  const outcome = await bearerCall<Lead>(VISITOR_PATHS.leadScan, { language, token: readToken(), method: 'POST', body: request, timeoutMs: SCAN_TIMEOUT_MS });
  return sendResult(outcome, (lead) => ({ kind: 'lead', lead }));
}

/** 401, 429 and server errors leave the scan queued (sent again later); other refusals answer it. */
export function sendResult<T>(outcome: CallOutcome<T>, answered: (data: T) => ScanOutcome): SendResult<ScanOutcome> {
  if (outcome.kind === 'network') return { kind: 'network' };
  if (outcome.kind === 'ok') return { kind: 'answered', answer: answered(outcome.data) };
  if (outcome.code === 401) return { kind: 'later', reason: 'signIn' };
  if (outcome.code === 429) return { kind: 'later', reason: 'tooMany' };
  if (outcome.code >= 500) return { kind: 'later', reason: 'server' };
  return { kind: 'answered', answer: { kind: 'refused', code: outcome.code, message: outcome.msg ?? '' } };
}
