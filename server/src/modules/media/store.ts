import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../../db/engine';
import { UPLOAD_LIMITS } from './uploads';

export const AVATAR_MAX_BYTES = UPLOAD_LIMITS.imageBytes;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** sharp never decodes more pixels than this (its own guard, beside the header check below). */
const DECODE = { animated: false, limitInputPixels: UPLOAD_LIMITS.imagePixels } as const;

/** Why an image is refused: not an image of an accepted format, or more pixels than the limit. */
export class ImageRejected extends Error {
  constructor(readonly reason: 'format' | 'pixels') {
    super(reason);
  }
}

/**
 * Stores an uploaded image: checked by its content (not its name), re-encoded to WebP at the
 * given size (which drops metadata and anything hidden in the file), kept by content hash.
 */
export async function storeImage(db: Db, bytes: Buffer, size: { width: number; height: number }): Promise<string> {
  await checkImage(bytes);
  const data = await decoded(() => sharp(bytes, DECODE).rotate().resize({ ...size, fit: 'cover' }).webp({ quality: 82 }).toBuffer());
  return keep(db, data, size);
}

/** An editor's picture (a logo, a cover, a product photo): its own proportions, at most `maxSide` pixels a side. */
export async function storePicture(db: Db, bytes: Buffer, maxSide = 1600): Promise<string> {
  return keepPicture(db, await preparePicture(bytes, maxSide));
}

/** A picture checked and re-encoded as storePicture keeps it, with the id it will have, not yet stored. */
export interface PreparedPicture {
  id: string;
  data: Buffer;
  width: number;
  height: number;
}

export async function preparePicture(bytes: Buffer, maxSide = 1600): Promise<PreparedPicture> {
  await checkImage(bytes);
  const { data, info } = await decoded(() =>
    sharp(bytes, DECODE)
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true }),
  );
  return { id: mediaId(data), data, width: info.width, height: info.height };
}

export async function keepPicture(db: Db, picture: PreparedPicture): Promise<string> {
  return keep(db, picture.data, picture);
}

/** The format and size from the file's header only: nothing is decoded before both pass. */
async function checkImage(bytes: Buffer): Promise<void> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw new ImageRejected('format');
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new ImageRejected('format');
  if (!meta.width || !meta.height) throw new ImageRejected('format');
  if (meta.width * meta.height > UPLOAD_LIMITS.imagePixels) throw new ImageRejected('pixels');
}

/** A file whose header passed but whose data does not decode (cut short, corrupt) is refused too. */
async function decoded<T>(decode: () => Promise<T>): Promise<T> {
  try {
    return await decode();
  } catch (error) {
    throw new ImageRejected(/pixel limit/i.test(String(error)) ? 'pixels' : 'format');
  }
}

async function keep(db: Db, data: Buffer, size: { width: number; height: number }): Promise<string> {
  const id = mediaId(data);
  await db
    .insertInto('media')
    .values({ id, mime: 'image/webp', data, width: size.width, height: size.height })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return id;
}

function mediaId(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 16);
}
