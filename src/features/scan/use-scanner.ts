import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Language } from '@expo/contract';
import type { ScanOutcome } from './scan-answer';
import { toneOf } from './scan-answer';
import { sendScan } from './scan-api';
import { deviceId, newScanId } from './scan-ids';
import { enqueue, flushQueue, readQueue, singleFlight, waitingFor, type FlushEnd, type QueuedScan, type ScanMode } from './scan-queue';
import { signal } from './signal';

/** How often a waiting queue is tried again without an `online` event (a server that was down). */
const RETRY_EVERY_MS = 15_000;
const HISTORY_LENGTH = 8;

export interface ScanEntry {
  scanId: string;
  /** the typed badge number, or null for a QR code */
  typed: string | null;
  /** what was scanned (the QR's token or the typed number): the gate's "print badge" mode prints it */
  code: string;
  scannedAt: string;
  outcome: ScanOutcome;
}

export interface Scanner {
  /** the latest scan and its outcome (the big panel) */
  current: ScanEntry | null;
  /** the latest scans, newest first */
  history: ScanEntry[];
  /** scans of this account waiting to be sent */
  waiting: number;
  /** why the queue is held, when it is not the network */
  held: 'signIn' | 'tooMany' | 'server' | null;
  scan: (code: string, typed: boolean) => Promise<void>;
  /** the current lead changed (notes, rating, tags saved) */
  replaceCurrent: (outcome: ScanOutcome) => void;
}

/**
 * The scanner's state for one account in one mode: each scan is queued first, then the queue is
 * sent (at once, on `online`, on load and every RETRY_EVERY_MS while it waits), and each answer
 * lands on its scan by scanId, shown big when it is the latest.
 */
export function useScanner({ mode, owner, language, gate, onSignInNeeded }: { mode: ScanMode; owner: string; language: Language; gate?: string; onSignInNeeded?: () => void }): Scanner {
  const [history, setHistory] = useState<ScanEntry[]>(() => queuedEntries(mode, owner));
  const [waiting, setWaiting] = useState(0);
  const [held, setHeld] = useState<Scanner['held']>(null);
  const latest = useRef<string | null>(null);
  const signInNeeded = useRef(onSignInNeeded);
  signInNeeded.current = onSignInNeeded;

  const land = useCallback((scanId: string, outcome: ScanOutcome) => {
    setHistory((entries) => entries.map((entry) => (entry.scanId === scanId ? { ...entry, outcome } : entry)));
    if (latest.current === scanId) signal(toneOf(outcome));
  }, []);

  const flush = useMemo(
    () =>
      singleFlight(async (): Promise<FlushEnd> => {
        const end = await flushQueue<ScanOutcome>({
          storage: localStorage,
          mode,
          owner,
          send: (scan) => sendScan(language, scan),
          onAnswer: (scan, outcome) => land(scan.request.scanId, outcome),
        });
        setWaiting(waitingFor(readQueue(localStorage), mode, owner).length);
        setHeld(end.kind === 'stopped' && end.result.kind === 'later' ? end.result.reason : null);
        if (end.kind === 'stopped' && end.result.kind === 'later' && end.result.reason === 'signIn') signInNeeded.current?.();
        return end;
      }),
    [mode, owner, language, land],
  );

  useEffect(() => {
    void flush();
    const again = () => void flush();
    window.addEventListener('online', again);
    const timer = setInterval(() => {
      if (waitingFor(readQueue(localStorage), mode, owner).length > 0) again();
    }, RETRY_EVERY_MS);
    return () => {
      window.removeEventListener('online', again);
      clearInterval(timer);
    };
  }, [flush, mode, owner]);

  const scan = useCallback(
    async (code: string, typed: boolean) => {
      const request = { scanId: newScanId(), code, deviceId: deviceId(localStorage), scannedAt: new Date().toISOString(), ...(gate ? { gate } : {}) };
      const entry: ScanEntry = { scanId: request.scanId, typed: typed ? code : null, code, scannedAt: request.scannedAt, outcome: { kind: 'sending' } };
      latest.current = request.scanId;
      setHistory((entries) => [entry, ...entries].slice(0, HISTORY_LENGTH));
      const queued: QueuedScan = { mode, owner, request };
      setWaiting(waitingFor(enqueue(localStorage, queued), mode, owner).length);
      await flush();
      if (readQueue(localStorage).some((q) => q.request.scanId === request.scanId)) land(request.scanId, { kind: 'queued' });
    },
    [mode, owner, gate, flush, land],
  );

  const replaceCurrent = useCallback((outcome: ScanOutcome) => {
    setHistory((entries) => entries.map((entry, i) => (i === 0 ? { ...entry, outcome } : entry)));
  }, []);

  return { current: history[0] ?? null, history, waiting, held, scan, replaceCurrent };
}

/** The scans left in the queue by an earlier visit, shown as waiting. */
function queuedEntries(mode: ScanMode, owner: string): ScanEntry[] {
  if (typeof localStorage === 'undefined') return [];
  return waitingFor(readQueue(localStorage), mode, owner)
    .reverse()
    .slice(0, HISTORY_LENGTH)
    .map((q) => ({ scanId: q.request.scanId, code: q.request.code, typed: q.request.code.length <= 9 ? q.request.code : null, scannedAt: q.request.scannedAt ?? '', outcome: { kind: 'queued' } }));
}
