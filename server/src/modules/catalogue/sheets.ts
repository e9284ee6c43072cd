import { CATALOGUE_KINDS, CATALOGUE_SHEETS, columnHeading, columnOf, keyColumn, kindOfSheet, type CatalogueKind } from '@expo/contract';
import { Refused } from './refusal';
import type { RawSheet } from './table';

/** A sheet whose kind and columns are known: each data row as cells by column name (only the columns the sheet has). */
export interface KindSheet {
  kind: CatalogueKind;
  name: string;
  columns: string[];
  rows: { row: number; cells: Record<string, string> }[];
}

/**
 * Each sheet's kind (by its name, else by its key heading) and its columns (by their headings);
 * refused as a whole: a sheet of no kind, two sheets of one kind, an unknown or repeated heading,
 * no key column. The sheets come back in the order the kinds are applied.
 */
export function kindSheets(sheets: RawSheet[]): KindSheet[] {
  if (sheets.length === 0) throw new Refused('catalogueNoSheets');
  const byKind = new Map<CatalogueKind, KindSheet>();
  for (const sheet of sheets) {
    const kind = kindOfSheet(sheet.name, sheet.headings);
    if (!kind) throw new Refused('catalogueUnknownSheet', { sheet: sheet.name, heading: columnHeading(keyColumn('exhibitors')) });
    const other = byKind.get(kind);
    if (other) throw new Refused('catalogueSheetTwice', { sheet: sheet.name, other: other.name });
    const columns = sheet.headings.map((heading) => {
      if (heading === '') return '';
      const column = columnOf(kind, heading);
      if (!column) throw new Refused('catalogueUnknownColumn', { sheet: sheet.name, heading });
      return column.name;
    });
    const named = columns.filter(Boolean);
    const twice = named.find((name, i) => named.indexOf(name) !== i);
    if (twice) throw new Refused('catalogueColumnTwice', { sheet: sheet.name, heading: columnHeading(CATALOGUE_SHEETS[kind].columns.find((c) => c.name === twice)!) });
    if (!named.includes(CATALOGUE_SHEETS[kind].key)) throw new Refused('catalogueNoKeyColumn', { sheet: sheet.name, heading: columnHeading(keyColumn(kind)) });
    const rows = sheet.rows.map(({ row, cells }) => {
      const byName: Record<string, string> = {};
      columns.forEach((name, i) => {
        if (name) byName[name] = cells[i] ?? '';
      });
      return { row, cells: byName };
    });
    byKind.set(kind, { kind, name: sheet.name, columns: named, rows });
  }
  return CATALOGUE_KINDS.flatMap((kind) => (byKind.has(kind) ? [byKind.get(kind)!] : []));
}
