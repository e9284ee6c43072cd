import type { ColumnType, Generated } from 'kysely';

// The catalogue module's table (019_catalogue_keys.sql): the imports, each a check or an apply.

type Json<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface CatalogueImportTable {
  id: string;
  mode: 'check' | 'apply';
  file_name: string;
  sha256: string | null;
  checked_id: string | null;
  applied_by: string | null;
  editor_id: number | null;
  editor: string;
  read: string | null;
  zip: Generated<boolean>;
  state: 'checking' | 'checked' | 'applying' | 'applied' | 'failed';
  progress_rows: Generated<number>;
  counts: Json<unknown>;
  kinds: Json<unknown>;
  error: Json<unknown>;
  report: Json<unknown>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CatalogueModuleTables {
  catalogue_import: CatalogueImportTable;
}
