import type { Generated } from 'kysely';
import type { DateOnly } from '../../db/column-types';

// The ranking counts (issue 17, item 6). Row types for Kysely; keep in step with the SQL in db/migrations/.

export interface RankingTallyTable {
  target_type: 'exhibitor' | 'product';
  target_id: number;
  day: DateOnly;
  collects: Generated<number>;
  likes: Generated<number>;
  views: Generated<number>;
}

export interface RankingActTable {
  member_id: number;
  target_type: 'exhibitor' | 'product';
  target_id: number;
  mark: 'collect' | 'like';
  day: DateOnly;
}

export interface RankingVisitTable {
  day: DateOnly;
  target_type: 'exhibitor' | 'product';
  target_id: number;
  visitor: string;
}

export interface RankingSaltTable {
  day: DateOnly;
  salt: string;
}

export interface RankingAddressTable {
  day: DateOnly;
  target_type: 'exhibitor' | 'product';
  target_id: number;
  address: string;
  views: number;
}

export interface RankingTables {
  ranking_tally: RankingTallyTable;
  ranking_act: RankingActTable;
  ranking_visit: RankingVisitTable;
  ranking_salt: RankingSaltTable;
  ranking_address: RankingAddressTable;
}
