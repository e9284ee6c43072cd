import type { TFunction } from 'i18next';

// Field labels of the console: the column's base name translated, with the language of a
// bilingual column after it ("Title (English)", "标题（中文）").

export function fieldLabel(t: TFunction, field: string): string {
  const language = field.match(/_(zh|en)$/)?.[1];
  const base = language ? field.slice(0, -3) : field;
  const label = t(`field.${base}`, { defaultValue: base });
  return language ? t(`inLanguage.${language}`, { label }) : label;
}

/** Bilingual pairs (name_zh + name_en) side by side; other fields alone, in the resource's order. */
export function fieldRows(fields: string[]): string[][] {
  const rows: string[][] = [];
  for (const field of fields) {
    const pairOf = field.endsWith('_en') ? `${field.slice(0, -3)}_zh` : null;
    const last = rows[rows.length - 1];
    if (pairOf && last?.length === 1 && last[0] === pairOf) last.push(field);
    else rows.push([field]);
  }
  return rows;
}
