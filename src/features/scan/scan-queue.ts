import type { ScanRequest } from '@expo/contract';

// The scanner's offline queue (issue 25): every scan is written here first and sent from here, in
// the order it was made, with the scanId it got on the device. A scan leaves the queue only once the
// API has answered it (the server counts a scanId once, so sending it again after a lost answer is
// safe); while the network is down the queue keeps it, across reloads.

export type ScanMode = 'gate' | 'lead';

export interface QueuedScan {
  mode: ScanMode;
  /** who scanned (`gate:<username>`, `member:<id>`): only they send it, with their own token */
  owner: string;
  request: ScanRequest;
}

/** What sending one scan came to: an answer (kept by the caller), or no answer yet. */
export type SendResult<A> = { kind: 'answered'; answer: A } | { kind: 'network' } | { kind: 'later'; reason: 'signIn' | 'tooMany' | 'server' };

/** The slice of Web Storage the queue needs (localStorage in the browser, a map in tests). */
export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const QUEUE_KEY = 'expo_scan_queue';

export function readQueue(storage: QueueStorage): QueuedScan[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(QUEUE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isQueuedScan) : [];
  } catch {
    return [];
  }
}

/** Adds a scan at the end (a scan already queued, by its scanId, is not added twice). */
export function enqueue(storage: QueueStorage, scan: QueuedScan): QueuedScan[] {
  const queue = readQueue(storage);
  if (queue.some((q) => q.request.scanId === scan.request.scanId)) return queue;
  const next = [...queue, scan];
  storage.setItem(QUEUE_KEY, JSON.stringify(next));
  return next;
}

/** Removes one scan by its scanId (read afresh: another tab or a scan made meanwhile is kept). */
export function removeScan(storage: QueueStorage, scanId: string): QueuedScan[] {
  const next = readQueue(storage).filter((q) => q.request.scanId !== scanId);
  storage.setItem(QUEUE_KEY, JSON.stringify(next));
  return next;
}

/** The scans `owner` made in `mode` that wait, oldest first. */
export function waitingFor(queue: readonly QueuedScan[], mode: ScanMode, owner: string): QueuedScan[] {
  return queue.filter((q) => q.mode === mode && q.owner === owner);
}

export interface FlushOptions<A> {
  storage: QueueStorage;
  mode: ScanMode;
  owner: string;
  send: (scan: QueuedScan) => Promise<SendResult<A>>;
  onAnswer: (scan: QueuedScan, answer: A) => void;
}

/** How a flush ended: everything sent, or stopped at a scan that got no answer (it stays first). */
export type FlushEnd = { kind: 'empty' } | { kind: 'stopped'; result: Exclude<SendResult<unknown>, { kind: 'answered' }> };

/**
 * Sends the owner's waiting scans one by one in order. Each answered scan is removed and handed to
 * `onAnswer`; the first scan without an answer stops the flush, so the order holds.
 */
export async function flushQueue<A>({ storage, mode, owner, send, onAnswer }: FlushOptions<A>): Promise<FlushEnd> {
  const tried = new Set<string>();
  for (;;) {
    const next = waitingFor(readQueue(storage), mode, owner).find((q) => !tried.has(q.request.scanId));
    if (!next) return { kind: 'empty' };
    tried.add(next.request.scanId);
    const result = await send(next);
    if (result.kind !== 'answered') return { kind: 'stopped', result };
    removeScan(storage, next.request.scanId);
    onAnswer(next, result.answer);
  }
}

/**
 * One flush at a time: a flush asked for while one runs makes that one go round again (a scan
 * queued meanwhile is sent in the same run, behind the older ones), never a second in parallel.
 */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let again = false;
  const loop = async (): Promise<T> => {
    let result: T;
    do {
      again = false;
      result = await run();
    } while (again);
    return result;
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = loop().finally(() => {
      running = null;
    });
    return running;
  };
}

function isQueuedScan(value: unknown): value is QueuedScan {
  const scan = value as QueuedScan | null;
  return (
    typeof scan === 'object' && scan !== null && (scan.mode === 'gate' || scan.mode === 'lead') && typeof scan.owner === 'string' &&
    typeof scan.request?.scanId === 'string' && typeof scan.request.code === 'string' && typeof scan.request.deviceId === 'string'
  );
}
