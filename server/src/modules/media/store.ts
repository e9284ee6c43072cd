import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../../db/engine';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

export class ImageRejected extends Error {}

/**
 * Stores an uploaded image: checked by its content (not its name), re-encoded to WebP at the
 * given size (which drops metadata and anything hidden in the file), kept by content hash.
 */
export async function storeImage(db: Db, bytes: Buffer, size: { width: number; height: number }): Promise<string> {
  await checkImage(bytes);
  const data = await sharp(bytes, { animated: false }).rotate().resize({ ...size, fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  return keep(db, data, size);
}

/** An editor's picture (a logo, a cover, a product photo): its own proportions, at most `maxSide` pixels a side. */
export async function storePicture(db: Db, bytes: Buffer, maxSide = 1600): Promise<string> {
  await checkImage(bytes);
  const { data, info } = await sharp(bytes, { animated: false })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return keep(db, data, info);
}

async function checkImage(bytes: Buffer): Promise<void> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    throw new ImageRejected('not an image');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new ImageRejected(`format ${format ?? 'unknown'}`);
}

async function keep(db: Db, data: Buffer, size: { width: number; height: number }): Promise<string> {
  const id = createHash('sha256').update(data).digest('hex').slice(0, 16);
  await db
    .insertInto('media')
    .values({ id, mime: 'image/webp', data, width: size.width, height: size.height })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return id;
}
