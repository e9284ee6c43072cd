import type { DemandEvent } from '@expo/contract';
import type { Db } from '../../db/engine';
import type { DemandEventKind } from '../../db/schema';

// A demand's history: every decision, with who made it. The author reads it on their demand (an
// editor is "editor", a claimer by nickname or company, never a contact); editors read it in the
// review queue with the editor's name.

export type Actor = 'author' | 'member' | 'system' | `editor:${string}`;

export async function recordEvent(db: Db, demandId: number, kind: DemandEventKind, actor: Actor, at: Date, extra: { reason?: string | null; memberId?: number } = {}): Promise<void> {
  await db.insertInto('demand_event').values({ demand_id: demandId, kind, actor, reason: extra.reason ?? null, member_id: extra.memberId ?? null, created_at: at }).execute();
}

export async function historyOf(db: Db, demandIds: number[], forEditors: boolean): Promise<Map<number, DemandEvent[]>> {
  const byDemand = new Map<number, DemandEvent[]>();
  if (demandIds.length === 0) return byDemand;
  const rows = await db.selectFrom('demand_event as e').leftJoin('member as m', 'm.id', 'e.member_id')
    .select(['e.demand_id', 'e.kind', 'e.actor', 'e.reason', 'e.created_at', 'e.member_id', 'm.nickname', 'm.company_name'])
    .where('e.demand_id', 'in', demandIds).orderBy('e.id').execute();
  for (const r of rows) {
    const editor = r.actor.startsWith('editor:') ? r.actor.slice('editor:'.length) : null;
    const event: DemandEvent = {
      kind: r.kind,
      time: r.created_at.toISOString(),
      by: editor !== null ? 'editor' : (r.actor as 'author' | 'member' | 'system'),
      ...(forEditors && editor !== null ? { editor } : {}),
      reason: r.reason,
      claimer: r.kind === 'claimed' ? (r.nickname || r.company_name || null) : null,
    };
    byDemand.set(r.demand_id, [...(byDemand.get(r.demand_id) ?? []), event]);
  }
  return byDemand;
}
