import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, DateOnly } from './column-types';

// The site catalogue: the exhibition and its exhibitors, products, halls, booths and activities, read and written by several modules. Row types for Kysely; keep in step with the SQL in db/migrations/.

export interface ExhibitionTable {
  id: number;
  name_zh: string;
  name_en: string;
  venue_zh: string;
  venue_en: string;
  address_zh: string;
  address_en: string;
  intro_zh: string;
  intro_en: string;
  start_date: DateOnly;
  end_date: DateOnly;
  area: number;
  visitor_count: number;
  country_count: number;
  banner: string | null;
  /** the next edition's dates, once known (migration 013) */
  next_start_date: ColumnType<string | null, string | null | undefined, string | null>;
  next_end_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** build-up from this day to the show's eve, tear-down from the day after the show to this day; staff passes' defaults (migration 024) */
  build_up_start_date: ColumnType<string | null, string | null | undefined, string | null>;
  tear_down_end_date: ColumnType<string | null, string | null | undefined, string | null>;
  staff_passes_default: Generated<number>;
  staff_passes_per_9sqm: number | null;
}

export interface CategoryGroupTable {
  id: Generated<number>;
  /** stable key (019_catalogue_keys.sql): G00001… unless given */
  code: Generated<string>;
  name_zh: string;
  name_en: string;
  sort: Generated<number>;
  interest: string | null;
}

export interface CategoryTable {
  id: Generated<number>;
  code: Generated<string>;
  group_id: number;
  name_zh: string;
  name_en: string;
  sort: Generated<number>;
}

export interface HallTable {
  id: Generated<number>;
  code: string;
  name_zh: string;
  name_en: string;
  width: number;
  height: number;
  sort: Generated<number>;
}

export interface ExhibitorTable {
  id: Generated<number>;
  /** the organiser's exhibitor number, the stable key (E00001… unless given) */
  ref_no: Generated<string>;
  name_zh: string | null;
  name_en: string | null;
  intro_zh: string | null;
  intro_en: string | null;
  address_zh: string | null;
  address_en: string | null;
  logo: string | null;
  region_id: number | null;
  email: string | null;
  phone: string | null;
  fax: string | null;
  website: string | null;
  popularity: Generated<number>;
  /** pictures of the stand and the company (migration 015) */
  photos: ColumnType<string[], string | undefined, string>;
  /** its team's submissions publish without review (migration 015) */
  trusted: Generated<boolean>;
  /** ISO 3166-1 alpha-2, CN (mainland China) unless set (migration 027) */
  country: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface BoothTable {
  id: Generated<number>;
  hall_id: number;
  code: string;
  x: number;
  y: number;
  width: number;
  height: number;
  exhibitor_id: number | null;
}

export interface ProductTable {
  id: Generated<number>;
  code: Generated<string>;
  exhibitor_id: number;
  category_id: number | null;
  name_zh: string | null;
  name_en: string | null;
  intro_zh: string | null;
  intro_en: string | null;
  factory_zh: string | null;
  factory_en: string | null;
  brand_zh: string | null;
  brand_en: string | null;
  origin_zh: string | null;
  origin_en: string | null;
  qs: Generated<boolean>;
  photos: ColumnType<string[], string | undefined, string>;
  innovative: Generated<boolean>;
  /** kept off the site by its exhibitor's team; `sort` orders the exhibitor's products (migration 015) */
  hidden: Generated<boolean>;
  sort: Generated<number>;
  popularity: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ActivityTable {
  id: Generated<number>;
  exhibitor_id: number | null;
  title_zh: string | null;
  title_en: string | null;
  host_zh: string | null;
  host_en: string | null;
  address_zh: string | null;
  address_en: string | null;
  intro_zh: string | null;
  intro_en: string | null;
  cover: string | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  seats: number;
  /** the hall it takes place in (migration 013) */
  hall_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface LiveTable {
  id: Generated<number>;
  live_type: number;
  title_zh: string | null;
  title_en: string | null;
  cover: string | null;
  wap_url: string | null;
  pc_url: string | null;
  wap_url_en: string | null;
  pc_url_en: string | null;
  starts_at: Timestamp;
  created_at: Generated<Date>;
}

export interface ConfigTable {
  key: string;
  value: string;
}

export interface DictTable {
  type: string;
  value: string;
  label_zh: string;
  label_en: string;
  sort: Generated<number>;
}

export interface CatalogueTables {
  exhibition: ExhibitionTable;
  category_group: CategoryGroupTable;
  category: CategoryTable;
  hall: HallTable;
  exhibitor: ExhibitorTable;
  booth: BoothTable;
  product: ProductTable;
  activity: ActivityTable;
  live: LiveTable;
  config: ConfigTable;
  dict: DictTable;
}
