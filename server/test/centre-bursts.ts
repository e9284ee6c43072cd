import { EXHIBITOR_PRODUCTS_MAX, EXHIBITOR_SUBMISSIONS_PER_HOUR } from '@expo/contract';
import type { Db } from '../src/db/engine';
import { registerMember, spread, type BurstContext } from './bursts';

// The exhibitor centre's counts under parallel requests, over one or more API instances: one
// save wins a race on the same draft version, the product limit and the hourly submissions hold.

/** A registered member bound to the exhibitor (straight in the database: binding has its own tests). */
export async function teamMember(ctx: BurstContext, exhibitorId: number) {
  const member = await registerMember(ctx);
  await ctx.db.updateTable('member').set({ exhibitor_id: exhibitorId, exhibitor_bound_at: new Date(), nickname: `Baker ${member.mobile.slice(-4)}` }).where('mobile', '=', member.mobile).execute();
  return member;
}

/** An exhibitor with no team, no drafts and no products: each burst starts from nothing. */
export async function freshExhibitor(db: Db, name: string): Promise<number> {
  const row = await db.insertInto('exhibitor').values({ name_zh: name, name_en: name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const productFields = (name: string) => ({ name_zh: name, name_en: name, photos: [], hidden: false, qs: false, innovative: false });

/** 50 saves over one product draft version at once: exactly one is written, 49 get 409 with it. */
export async function fiftySavesOneWins(ctx: BurstContext): Promise<void> {
  const exhibitorId = await freshExhibitor(ctx.db, 'Race Bakery');
  const [a, b] = [await teamMember(ctx, exhibitorId), await teamMember(ctx, exhibitorId)];
  const product = await ctx.db.insertInto('product').values({ exhibitor_id: exhibitorId, name_zh: '面包', name_en: 'Bread', photos: '[]' }).returning('id').executeTakeFirstOrThrow();
  const replies = await spread(ctx, 50, (client, i) =>
    client.call('POST', '/api/member/exhibitor/drafts', { kind: 'product', recordId: product.id, draftId: null, version: 0, fields: productFields(`Bread ${i}`) }, { ...(i % 2 ? a : b).auth, lang: 'en_US' }),
  );
  const won = replies.filter((r) => r.status === 200);
  expect(won).toHaveLength(1);
  const lost = replies.filter((r) => r.status === 409);
  expect(lost).toHaveLength(49);
  const saved = won[0]!.body.data.fields.name_en;
  for (const reply of lost) {
    expect(reply.body.data.theirs.fields.name_en).toBe(saved);
    expect(reply.body.data.yours.name_en).toMatch(/^Bread \d+$/);
  }
  const drafts = await ctx.db.selectFrom('exhibitor_draft').select(['fields']).where('record_id', '=', product.id).execute();
  expect(drafts.map((d) => d.fields.name_en)).toEqual([saved]);
}

/** New products up to the limit in parallel: exactly the room left is created. */
export async function productLimitHolds(ctx: BurstContext): Promise<void> {
  const exhibitorId = await freshExhibitor(ctx.db, 'Full Bakery');
  const member = await teamMember(ctx, exhibitorId);
  const existing = EXHIBITOR_PRODUCTS_MAX - 10;
  await ctx.db.insertInto('product').values(Array.from({ length: existing }, (_, i) => ({ exhibitor_id: exhibitorId, name_zh: `产品${i}`, photos: '[]' }))).execute();
  const replies = await spread(ctx, 40, (client, i) =>
    client.call('POST', '/api/member/exhibitor/drafts', { kind: 'product', recordId: null, draftId: null, version: 0, fields: productFields(`New ${i}`) }, { ...member.auth, lang: 'en_US' }),
  );
  expect(replies.filter((r) => r.status === 200)).toHaveLength(10);
  const refused = replies.filter((r) => r.status === 400);
  expect(refused).toHaveLength(30);
  expect(refused[0]!.body.msg).toBe(`An exhibitor may have at most ${EXHIBITOR_PRODUCTS_MAX} products`);
}

/** More submissions than the hour allows, at once: exactly the hourly number is submitted. */
export async function submissionsPerHourHold(ctx: BurstContext): Promise<void> {
  const exhibitorId = await freshExhibitor(ctx.db, 'Busy Bakery');
  const member = await teamMember(ctx, exhibitorId);
  const n = EXHIBITOR_SUBMISSIONS_PER_HOUR + 15;
  const drafts = await ctx.db.insertInto('exhibitor_draft')
    .values(Array.from({ length: n }, (_, i) => ({ exhibitor_id: exhibitorId, kind: 'product' as const, record_id: null, status: 'draft' as const, fields: JSON.stringify(productFields(`Item ${i}`)) })))
    .returning('id').execute();
  const replies = await spread(ctx, n, (client, i) => client.call('POST', `/api/member/exhibitor/drafts/${drafts[i]!.id}/submit`, { version: 1 }, { ...member.auth, lang: 'en_US' }));
  expect(replies.filter((r) => r.status === 200)).toHaveLength(EXHIBITOR_SUBMISSIONS_PER_HOUR);
  const refused = replies.filter((r) => r.status === 429);
  expect(refused).toHaveLength(15);
  expect(refused[0]!.body.msg).toBe(`At most ${EXHIBITOR_SUBMISSIONS_PER_HOUR} submissions an hour, please try again later`);
  const { n: submitted } = await ctx.db.selectFrom('exhibitor_draft').select((eb) => eb.fn.countAll<number>().as('n')).where('exhibitor_id', '=', exhibitorId).where('status', '=', 'submitted').executeTakeFirstOrThrow();
  expect(Number(submitted)).toBe(EXHIBITOR_SUBMISSIONS_PER_HOUR);
}
