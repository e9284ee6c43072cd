import type { ScanRequest } from '@expo/contract';
import { enqueue, flushQueue, readQueue, removeScan, singleFlight, waitingFor, QUEUE_KEY, type QueuedScan, type QueueStorage, type SendResult } from './scan-queue';

function memoryStorage(): QueueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const scan = (scanId: string, owner = 'gate:north', mode: QueuedScan['mode'] = 'gate'): QueuedScan => ({
  mode,
  owner,
  request: { scanId, code: `code-${scanId}`, deviceId: 'device-0001', scannedAt: '2027-05-12T01:00:00.000Z', gate: 'North' } satisfies ScanRequest,
});

describe('the offline scan queue', () => {
  test('keeps scans in the order made, once each, across reads (as after a reload)', () => {
    const storage = memoryStorage();
    enqueue(storage, scan('aaaaaaaa1'));
    enqueue(storage, scan('aaaaaaaa2'));
    enqueue(storage, scan('aaaaaaaa1'));
    expect(readQueue(storage).map((q) => q.request.scanId)).toEqual(['aaaaaaaa1', 'aaaaaaaa2']);
    expect(removeScan(storage, 'aaaaaaaa1').map((q) => q.request.scanId)).toEqual(['aaaaaaaa2']);
  });

  test('an unreadable or foreign value reads as an empty queue', () => {
    const storage = memoryStorage();
    storage.setItem(QUEUE_KEY, '{broken');
    expect(readQueue(storage)).toEqual([]);
    storage.setItem(QUEUE_KEY, JSON.stringify([{ mode: 'gate' }, scan('aaaaaaaa1')]));
    expect(readQueue(storage)).toHaveLength(1);
  });

  test('a flush sends in order and removes each scan only after its answer', async () => {
    const storage = memoryStorage();
    for (const id of ['aaaaaaaa1', 'aaaaaaaa2', 'aaaaaaaa3']) enqueue(storage, scan(id));
    const sent: string[] = [];
    const answers: string[] = [];
    const end = await flushQueue<string>({
      storage,
      mode: 'gate',
      owner: 'gate:north',
      send: async (q) => {
        sent.push(q.request.scanId);
        // still queued while its request is out
        expect(readQueue(storage).some((r) => r.request.scanId === q.request.scanId)).toBe(true);
        return { kind: 'answered', answer: `ok ${q.request.scanId}` };
      },
      onAnswer: (_q, answer) => answers.push(answer),
    });
    expect(end).toEqual({ kind: 'empty' });
    expect(sent).toEqual(['aaaaaaaa1', 'aaaaaaaa2', 'aaaaaaaa3']);
    expect(answers).toEqual(['ok aaaaaaaa1', 'ok aaaaaaaa2', 'ok aaaaaaaa3']);
    expect(readQueue(storage)).toEqual([]);
  });

  test('without network the flush stops at the first scan; the next flush sends the same scanIds', async () => {
    const storage = memoryStorage();
    enqueue(storage, scan('aaaaaaaa1'));
    enqueue(storage, scan('aaaaaaaa2'));
    const requests: ScanRequest[] = [];
    let online = false;
    const send = async (q: QueuedScan): Promise<SendResult<string>> => {
      requests.push(q.request);
      return online ? { kind: 'answered', answer: 'admitted' } : { kind: 'network' };
    };
    const options = { storage, mode: 'gate' as const, owner: 'gate:north', send, onAnswer: () => undefined };
    expect(await flushQueue(options)).toEqual({ kind: 'stopped', result: { kind: 'network' } });
    expect(requests.map((r) => r.scanId)).toEqual(['aaaaaaaa1']);
    expect(readQueue(storage)).toHaveLength(2);
    online = true;
    expect(await flushQueue(options)).toEqual({ kind: 'empty' });
    expect(requests.map((r) => r.scanId)).toEqual(['aaaaaaaa1', 'aaaaaaaa1', 'aaaaaaaa2']);
    expect(requests[0]).toEqual(requests[1]);
  });

  test('a refusal to wait (sign in again, too many) keeps the scan first in line', async () => {
    const storage = memoryStorage();
    enqueue(storage, scan('aaaaaaaa1'));
    const end = await flushQueue({ storage, mode: 'gate', owner: 'gate:north', send: async () => ({ kind: 'later', reason: 'tooMany' }), onAnswer: () => undefined });
    expect(end).toEqual({ kind: 'stopped', result: { kind: 'later', reason: 'tooMany' } });
    expect(readQueue(storage)).toHaveLength(1);
  });

  test("only the owner's scans of the mode are sent; others wait for theirs", async () => {
    const storage = memoryStorage();
    enqueue(storage, scan('aaaaaaaa1', 'gate:north'));
    enqueue(storage, scan('aaaaaaaa2', 'member:7', 'lead'));
    enqueue(storage, scan('aaaaaaaa3', 'gate:south'));
    const sent: string[] = [];
    await flushQueue({ storage, mode: 'gate', owner: 'gate:north', send: async (q) => (sent.push(q.request.scanId), { kind: 'answered', answer: 1 }), onAnswer: () => undefined });
    expect(sent).toEqual(['aaaaaaaa1']);
    expect(waitingFor(readQueue(storage), 'lead', 'member:7')).toHaveLength(1);
    expect(readQueue(storage).map((q) => q.request.scanId)).toEqual(['aaaaaaaa2', 'aaaaaaaa3']);
  });

  test('a scan queued during a flush is sent in the same flush, behind the older ones', async () => {
    const storage = memoryStorage();
    enqueue(storage, scan('aaaaaaaa1'));
    const sent: string[] = [];
    await flushQueue({
      storage,
      mode: 'gate',
      owner: 'gate:north',
      send: async (q) => {
        if (q.request.scanId === 'aaaaaaaa1') enqueue(storage, scan('aaaaaaaa2'));
        sent.push(q.request.scanId);
        return { kind: 'answered', answer: 1 };
      },
      onAnswer: () => undefined,
    });
    expect(sent).toEqual(['aaaaaaaa1', 'aaaaaaaa2']);
  });

  test('single flight: a flush asked for while one runs joins it and makes it go round once more', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const flush = singleFlight(async () => {
      runs += 1;
      if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
      return runs;
    });
    const first = flush();
    const second = flush();
    const third = flush();
    release();
    expect(await first).toBe(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    expect(runs).toBe(2);
    expect(await flush()).toBe(3);
  });
});
