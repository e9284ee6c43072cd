import type { Channel, Language } from '@expo/contract';
import type { Selectable } from 'kysely';
import type { ChannelTable } from '../../db/schema';

type ChannelRecord = Selectable<ChannelTable>;

/** The navigation tree under `parentId`, in `lang`; Chinese-only entries are left out of English. */
export function buildChannelTree(rows: ChannelRecord[], lang: Language, parentId: number | null): Channel[] {
  return rows
    .filter((r) => r.parent_id === parentId && !(lang === 'en' && r.zh_only))
    .map((r) => ({
      id: r.id,
      title: lang === 'zh' ? r.title_zh : r.title_en,
      url: r.url,
      path: r.path,
      newWindow: r.new_window,
      zhOnly: r.zh_only,
      children: buildChannelTree(rows, lang, r.id),
    }));
}

/** A page path without language prefix, query or trailing slash: `/en/news/?a=1` → `/news`. */
export function normalisePagePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  const withoutLang = bare.replace(/^\/en(?=\/|$)/, '');
  const trimmed = withoutLang.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
