import { Type, type Static } from '@sinclair/typebox';
import { RecordId, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, SEARCH_MAX, SEARCH_MIN, type Language } from '@expo/contract';

// Query-string schemas shared by the content routes, and helpers that turn them into SQL parts.

export const PageQuery = Type.Object({
  pageNum: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT }),
});

export const Keyword = Type.String({ minLength: SEARCH_MIN, maxLength: SEARCH_MAX });
export const IdParam = Type.Object({ id: RecordId });
export type IdParam = Static<typeof IdParam>;
/** `ids=3,5,8`: only these records (the site build pulls changed records by id), each of at most 9 digits (below INT_MAX). */
export const Ids = Type.String({ pattern: '^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,99}$' });

export function idList(ids: string): number[] {
  return ids.split(',').map(Number);
}

export const Order = Type.Union([Type.Literal('default'), Type.Literal('ranking')], { default: 'default' });

export function paging(query: { pageNum: number; pageSize: number }) {
  return { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
}

/** `name` + 'en' → 'name_en': the column of a bilingual pair. */
export function col<B extends string>(base: B, lang: Language): `${B}_${Language}` {
  return `${base}_${lang}`;
}

/** A LIKE pattern matching the keyword anywhere, with LIKE's wildcards taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function mediaUrl(id: string | null | undefined): string | null {
  return id ? `/api/media/${id}` : null;
}

export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function itemLang(lang: Language): 1 | 2 {
  return lang === 'zh' ? 1 : 2;
}
