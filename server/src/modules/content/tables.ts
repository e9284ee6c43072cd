import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types';

// The content module's tables: the site's pages, news, channels and other published lists. Row types for Kysely; keep in step with the SQL in db/migrations/.

export interface RegionTable {
  id: Generated<number>;
  name_zh: string;
  name_en: string;
  sort: Generated<number>;
}

export interface NewsTable {
  id: Generated<number>;
  title_zh: string | null;
  title_en: string | null;
  summary_zh: string | null;
  summary_en: string | null;
  content_zh: string | null;
  content_en: string | null;
  cover: string | null;
  source_url: string | null;
  published_at: Timestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ProcurementTable {
  id: Generated<number>;
  title_zh: string | null;
  title_en: string | null;
  content_zh: string | null;
  content_en: string | null;
  published_at: Timestamp;
}

export interface MediaPartnerTable {
  id: Generated<number>;
  name_zh: string;
  name_en: string;
  logo: string | null;
  url: string;
  sort: Generated<number>;
}

export interface ContentPageTable {
  code: string;
  title_zh: string | null;
  title_en: string | null;
  content_zh: string | null;
  content_en: string | null;
  updated_at: Generated<Date>;
}

export interface SeoTable {
  path: string;
  title_zh: string;
  title_en: string;
  keyword_zh: string;
  keyword_en: string;
  description_zh: string;
  description_en: string;
  content_zh: Generated<string>;
  content_en: Generated<string>;
}

export interface ChannelTable {
  id: Generated<number>;
  parent_id: number | null;
  title_zh: string;
  title_en: string;
  path: string | null;
  url: string | null;
  new_window: Generated<boolean>;
  zh_only: Generated<boolean>;
  sort: Generated<number>;
}

export interface HomeModuleTable {
  code: string;
  title_zh: string;
  title_en: string;
  sort: Generated<number>;
  enabled: Generated<boolean>;
}

export interface DownloadTable {
  id: Generated<number>;
  title_zh: string | null;
  title_en: string | null;
  file_name: string;
  mime: string;
  data: Uint8Array;
  sort: Generated<number>;
  created_at: Generated<Date>;
}

export interface ContactTable {
  id: Generated<number>;
  dept_zh: string;
  dept_en: string;
  person_zh: string;
  person_en: string;
  phone: string;
  email: string;
  sort: Generated<number>;
}

export interface OtherSystemTable {
  id: Generated<number>;
  name_zh: string;
  name_en: string;
  url: string;
  sort: Generated<number>;
}

export interface QrCodeTable {
  id: Generated<number>;
  photo: string;
  name_zh: string;
  name_en: string;
  sort: Generated<number>;
}

export interface ContentTables {
  region: RegionTable;
  news: NewsTable;
  procurement: ProcurementTable;
  media_partner: MediaPartnerTable;
  content_page: ContentPageTable;
  seo: SeoTable;
  channel: ChannelTable;
  home_module: HomeModuleTable;
  download: DownloadTable;
  contact: ContactTable;
  other_system: OtherSystemTable;
  qr_code: QrCodeTable;
}
