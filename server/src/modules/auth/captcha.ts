import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import sharp from 'sharp';
import { ApiCode, CAPTCHA_IMAGE_SIZE, messageText, type Language } from '@expo/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/engine';
import { ApiError } from '../../lib/envelope';
import { randomDigits, sameHash, sha256 } from '../../lib/hashing';
import { CAPTCHA_LIMITS } from '../../lib/captcha-limits';
import { captchaLimits } from './limits';
import type { RateLimiter } from './rate-limit';

const LENGTH = 4;
const { width: WIDTH, height: HEIGHT } = CAPTCHA_IMAGE_SIZE;

export interface CaptchaService {
  /** A new captcha, within the per-IP limit (429 beyond it). */
  create(ip: string, lang: Language): Promise<{ captchaId: string; image: string }>;
  /** Checks an answer and uses the captcha up (single use, right or wrong): one conditional statement. */
  consume(captchaId: string, answer: string): Promise<boolean>;
}

export function captchaService(db: Db, limiter: RateLimiter, config: Pick<Config, 'captchaTestAnswer' | 'captchaPerIpPerMinute'>): CaptchaService {
  const testAnswer = config.captchaTestAnswer;
  return {
    async create(ip, lang) {
      const decision = await limiter.take(captchaLimits(ip, config.captchaPerIpPerMinute));
      if (!decision.ok) throw new ApiError(ApiCode.tooMany, messageText(lang, 'tooManyRequests'));
      const answer = randomDigits(LENGTH);
      const captchaId = randomUUID();
      await db
        .insertInto('captcha')
        .values({ id: captchaId, answer_hash: sha256(answer), expires_at: new Date(Date.now() + CAPTCHA_LIMITS.ttlSeconds * 1000) })
        .execute();
      await db.deleteFrom('captcha').where('expires_at', '<', sql<Date>`now() - interval '1 hour'`).execute();
      const png = await sharp(Buffer.from(captchaSvg(answer))).png().toBuffer();
      return { captchaId, image: `data:image/png;base64,${png.toString('base64')}` };
    },

    async consume(captchaId, answer) {
      const used = await db
        .updateTable('captcha')
        .set({ used_at: new Date() })
        .where('id', '=', captchaId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date())
        .returning('answer_hash')
        .executeTakeFirst();
      if (!used) return false;
      const given = answer.trim();
      if (testAnswer !== undefined && given === testAnswer) return true;
      return sameHash(used.answer_hash, sha256(given));
    },
  };
}

// Seven-segment strokes per digit (a top, b top-right, c bottom-right, d bottom, e bottom-left,
// f top-left, g middle): drawn as paths, so no font is needed to render the image.
const SEGMENTS: Record<string, string> = {
  '0': 'abcdef', '1': 'bc', '2': 'abged', '3': 'abgcd', '4': 'fgbc',
  '5': 'afgcd', '6': 'afgedc', '7': 'abc', '8': 'abcdefg', '9': 'abcfgd',
};

function captchaSvg(text: string): string {
  const jitter = () => randomInt(-2, 3);
  const glyphs = [...text].map((char, i) => {
    const x = 14 + i * 26 + jitter();
    const y = 8 + jitter();
    const w = 14;
    const h = 13;
    const points: Record<string, [number, number, number, number]> = {
      a: [x, y, x + w, y], b: [x + w, y, x + w, y + h], c: [x + w, y + h, x + w, y + 2 * h], d: [x, y + 2 * h, x + w, y + 2 * h],
      e: [x, y + h, x, y + 2 * h], f: [x, y, x, y + h], g: [x, y + h, x + w, y + h],
    };
    const strokes = [...(SEGMENTS[char] ?? '')]
      .map((s) => points[s]!)
      .map(([x1, y1, x2, y2]) => `M${x1 + jitter()} ${y1 + jitter()}L${x2 + jitter()} ${y2 + jitter()}`)
      .join('');
    const angle = randomInt(-12, 13);
    return `<path d="${strokes}" transform="rotate(${angle} ${x + w / 2} ${y + h})" stroke="hsl(${randomInt(0, 360)},55%,32%)" stroke-width="3" stroke-linecap="round" fill="none"/>`;
  });
  const noise = Array.from({ length: 5 }, () =>
    `<path d="M${randomInt(0, WIDTH)} ${randomInt(0, HEIGHT)}Q${randomInt(0, WIDTH)} ${randomInt(0, HEIGHT)} ${randomInt(0, WIDTH)} ${randomInt(0, HEIGHT)}" stroke="hsl(${randomInt(0, 360)},40%,60%)" stroke-width="1.5" fill="none"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#fbf5ec"/>${noise.join('')}${glyphs.join('')}</svg>`;
}
