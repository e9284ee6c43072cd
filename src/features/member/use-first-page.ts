import type { PageOf } from '@expo/contract';
import { useMemberRead } from '../../lib/api/use-member-read';

/** Rows of a member list's first page: a member's own lists stay short. */
const PAGE_SIZE = 50;

/** The first page of a member list and its read state; `path` null reads nothing. */
export function useFirstPage<Row>(path: string | null, params: Record<string, unknown> = {}) {
  const read = useMemberRead<PageOf<Row>>(path, { ...params, pageNum: 1, pageSize: PAGE_SIZE });
  return { ...read, rows: read.data?.rows };
}
