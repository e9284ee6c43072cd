import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { CATALOGUE_LIMITS } from '@expo/contract';
import { MB, Refused } from './refusal';

// Reading .zip containers (the import's .zip, and an .xlsx, which is one) within the limits: the
// entries are listed lazily (over the count: refused before more are read), the declared sizes
// summed, and every entry's bytes counted as they are inflated, so a zip bomb stops at the limit.

/** The bytes inflated so far from one container, against its limit. */
export class Inflated {
  total = 0;
  constructor(private readonly limit: number = CATALOGUE_LIMITS.zipUnpackedBytes) {}

  add(bytes: number): void {
    this.total += bytes;
    if (this.total > this.limit) throw new Refused('catalogueZipUnpacked', { n: this.limit / MB });
  }
}

export interface ZipEntries {
  zip: ZipFile;
  entries: Entry[];
  close(): void;
}

/** The container's file entries (not folders), refused over the entry count or the declared unpacked total; broken: null. */
export async function listZip(bytes: Buffer): Promise<ZipEntries | null> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, autoClose: false, strictFileNames: false, validateEntrySizes: true });
  } catch {
    return null;
  }
  const close = () => zip.close();
  if (zip.entryCount > CATALOGUE_LIMITS.zipEntries) {
    close();
    throw new Refused('catalogueZipEntries', { n: CATALOGUE_LIMITS.zipEntries });
  }
  const entries: Entry[] = [];
  let declared = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (entries.length >= CATALOGUE_LIMITS.zipEntries) throw new Refused('catalogueZipEntries', { n: CATALOGUE_LIMITS.zipEntries });
      declared += entry.uncompressedSize;
      if (declared > CATALOGUE_LIMITS.zipUnpackedBytes) throw new Refused('catalogueZipUnpacked', { n: CATALOGUE_LIMITS.zipUnpackedBytes / MB });
      if (!entry.fileName.endsWith('/')) entries.push(entry);
    }
  } catch (error) {
    close();
    if (error instanceof Refused) throw error;
    throw new Refused('catalogueZipBroken');
  }
  return { zip, entries, close };
}

/**
 * An entry's bytes, inflated as a stream: refused as soon as they pass `cap` (the entry's own
 * limit) or the container's total; a damaged entry is refused as a broken zip.
 */
export async function readEntry(zip: ZipFile, entry: Entry, cap: number, inflated: Inflated, tooLarge: () => Refused): Promise<Buffer> {
  if (entry.uncompressedSize > cap) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  await eachChunk(zip, entry, (chunk) => {
    size += chunk.length;
    if (size > cap) throw tooLarge();
    inflated.add(chunk.length);
    chunks.push(chunk);
  });
  return Buffer.concat(chunks);
}

/** Streams an entry's inflated bytes to `take` (which may throw to stop), chunk by chunk. */
export async function eachChunk(zip: ZipFile, entry: Entry, take: (chunk: Buffer) => void): Promise<void> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw new Refused('catalogueZipBroken');
  }
  try {
    for await (const chunk of stream) take(chunk as Buffer);
  } catch (error) {
    stream.destroy();
    if (error instanceof Refused) throw error;
    throw new Refused('catalogueZipBroken');
  }
}

/** Whether the bytes start as a .zip file (an .xlsx is one). */
export function isZip(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;
}
