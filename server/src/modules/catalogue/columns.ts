import type { CatalogueKind, MessageKey } from '@expo/contract';
import type { Database } from '../../db/schema';

// How each column of a kind's sheet becomes a record's columns. Plain fields go through the
// console's rule of their resource (console/resources.ts); the others are looked up by key.

/** A kind whose records other rows name by key (category groups: by code, from the database only). */
export type RefKind = 'halls' | 'categories' | 'groups' | 'exhibitors' | 'booths';

export type ColumnRule =
  /** a field of the kind's console resource */
  | { type: 'field'; field: string }
  /** a reference by key: the field holds the id of the record with that key */
  | { type: 'ref'; field: string; to: RefKind }
  /** a region by its name in either language */
  | { type: 'region'; field: string }
  /** a picture (a file in the .zip, or /api/media/<id>) */
  | { type: 'picture'; field: string }
  | { type: 'pictures'; field: string }
  /** the booths an exhibitor holds (written to the booths) */
  | { type: 'booths' }
  /** a hall every listed booth must be in (checked, not kept) */
  | { type: 'hall' };

export interface KindRule {
  resource: string;
  table: 'hall' | 'category' | 'exhibitor' | 'booth' | 'product';
  /** the key's column in the table */
  keyColumn: 'code' | 'ref_no';
  columns: Record<string, ColumnRule>;
  /** a name in one language at least (the table's check) */
  named: boolean;
}

const field = (name: string): ColumnRule => ({ type: 'field', field: name });
const fields = (...names: string[]) => Object.fromEntries(names.map((n) => [n, field(n)]));
const pairs = (...bases: string[]) => fields(...bases.flatMap((b) => [`${b}_zh`, `${b}_en`]));

export const KIND_RULES: Record<CatalogueKind, KindRule> = {
  halls: { resource: 'halls', table: 'hall', keyColumn: 'code', named: false, columns: { ...fields('code', 'width', 'height', 'sort'), ...pairs('name') } },
  categories: { resource: 'categories', table: 'category', keyColumn: 'code', named: false, columns: { ...fields('code', 'sort'), ...pairs('name'), group: { type: 'ref', field: 'group_id', to: 'groups' } } },
  exhibitors: {
    resource: 'exhibitors', table: 'exhibitor', keyColumn: 'ref_no', named: true,
    columns: {
      ...fields('ref_no', 'country', 'website', 'email', 'phone', 'fax'), ...pairs('name', 'intro', 'address'),
      region: { type: 'region', field: 'region_id' }, hall: { type: 'hall' }, booths: { type: 'booths' },
      logo: { type: 'picture', field: 'logo' }, photos: { type: 'pictures', field: 'photos' },
    },
  },
  booths: {
    resource: 'booths', table: 'booth', keyColumn: 'code', named: false,
    columns: { ...fields('code', 'x', 'y', 'width', 'height'), hall: { type: 'ref', field: 'hall_id', to: 'halls' }, exhibitor: { type: 'ref', field: 'exhibitor_id', to: 'exhibitors' } },
  },
  products: {
    resource: 'products', table: 'product', keyColumn: 'code', named: true,
    columns: {
      ...fields('code', 'qs', 'innovative', 'hidden', 'sort'), ...pairs('name', 'intro', 'factory', 'brand', 'origin'),
      exhibitor: { type: 'ref', field: 'exhibitor_id', to: 'exhibitors' }, category: { type: 'ref', field: 'category_id', to: 'categories' },
      photos: { type: 'pictures', field: 'photos' },
    },
  },
};

/** The word for a referenced kind in "No {what} …". */
export const REF_WORD: Record<RefKind, MessageKey> = {
  halls: 'catalogueKindHall', categories: 'catalogueKindCategory', groups: 'catalogueKindGroup', exhibitors: 'catalogueKindExhibitor', booths: 'catalogueKindBooth',
};

export type CatalogueTable = KindRule['table'];
export type TableName = keyof Database;
