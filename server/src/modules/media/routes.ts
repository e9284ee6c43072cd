import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import sharp from 'sharp';
import { filesDir } from '../../config';
import { notFound } from '../../lib/envelope';

const FORMATS = { webp: 'image/webp', avif: 'image/avif', png: 'image/png', jpg: 'image/jpeg' } as const;
type Format = keyof typeof FORMATS;

const Params = Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{16}$' }) });
const Query = Type.Object({
  w: Type.Optional(Type.Integer({ minimum: 16, maximum: 2400 })),
  h: Type.Optional(Type.Integer({ minimum: 16, maximum: 2400 })),
  fm: Type.Optional(Type.Union(Object.keys(FORMATS).map((f) => Type.Literal(f as Format)))),
});

/**
 * Images by content hash (so every URL is immutable), resized and converted on request with
 * sharp and cached on disk under DATA_DIR/media-cache.
 */
export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.engine.db;
  const cacheDir = path.join(filesDir(app.config), 'media-cache');
  const inFlight = new Map<string, Promise<Buffer>>();

  app.get('/:id', { config: { file: 'image/*' }, schema: { summary: 'An image, resized and converted on request', params: Params, querystring: Query } }, async (request, reply) => {
    const { id } = request.params;
    const { w, h } = request.query;
    const format: Format = request.query.fm ?? 'webp';
    const key = `${id}-${w ?? 0}x${h ?? 0}.${format}`;
    let render = inFlight.get(key);
    if (!render) {
      render = cachedOrRender(path.join(cacheDir, key), async () => {
        const original = await db.selectFrom('media').select('data').where('id', '=', id).executeTakeFirst();
        if (!original) throw notFound('Image');
        return convert(Buffer.from(original.data), format, w, h);
      }).finally(() => inFlight.delete(key));
      inFlight.set(key, render);
    }
    const image = await render;
    return reply
      .header('content-type', FORMATS[format])
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'")
      .send(image);
  });
};

async function cachedOrRender(file: string, render: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch {
    const image = await render();
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, image);
    await rename(partial, file);
    return image;
  }
}

function convert(input: Buffer, format: Format, width?: number, height?: number): Promise<Buffer> {
  let pipeline = sharp(input, { density: 144 }).resize({ width, height, fit: 'cover', withoutEnlargement: false });
  pipeline =
    format === 'webp' ? pipeline.webp({ quality: 80 })
    : format === 'avif' ? pipeline.avif({ quality: 55 })
    : format === 'png' ? pipeline.png()
    : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
  return pipeline.toBuffer();
}
