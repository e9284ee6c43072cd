import {
  BOOTH_LIST_SEPARATOR, CATALOGUE_KEY_MAX, CATALOGUE_NO, CATALOGUE_YES, PHOTO_LIST_SEPARATOR, catalogueKey,
  type CatalogueKind, type ImportOutcome, type MessageKey,
} from '@expo/contract';
import type { Db } from '../../db/engine';
import { resourceNamed } from '../console/resources';
import { checkField, type ColumnValue } from '../console/values';
import { ImageRejected, preparePicture, type PreparedPicture } from '../media/store';
import { UPLOAD_LIMITS } from '../media/uploads';
import { KIND_RULES, REF_WORD, type RefKind } from './columns';
import { readCatalogue, regionForm, type Catalogue } from './existing';
import type { Pictures } from './read-file';
import { Refused } from './refusal';
import type { KindSheet } from './sheets';
import { breathe } from './table';

// The dry run: every row's outcome against the catalogue as it stands, by the console's field
// rules (console/values.ts checkField over the resources), references resolved by key in the file
// or the database. The same check runs again inside the apply's transaction.

/** Why a row is refused: the column (its name), the message and its parameters; `words`: parameters that are messages too. */
export interface Problem {
  column: string;
  message: MessageKey;
  params?: Record<string, string | number>;
  words?: Record<string, MessageKey>;
}

/** A reference to a record the file creates: its id is known once it is written. */
export interface Pending {
  pending: RefKind;
  key: string;
}
export type PlannedValue = ColumnValue | Pending;

export interface PlannedRow {
  kind: CatalogueKind;
  sheet: string;
  row: number;
  key: string | null;
  outcome: ImportOutcome;
  /** the columns (names) that change */
  changes: string[];
  problems: Problem[];
  /** the record's id when it exists */
  id?: number;
  /** the table's columns to write (created and updated rows) */
  values: Record<string, PlannedValue>;
}

export interface Plan {
  rows: PlannedRow[];
  catalogue: Catalogue;
  /** pictures from the .zip the rows name, by their media id (stored on apply) */
  pictures: Map<string, PreparedPicture>;
  /** booths whose holder the exhibitors' rows change: booth code → exhibitor key, or null (freed) */
  assignments: Map<string, string | null>;
}

const MEDIA_URL = /^(?:\/api\/media\/)?([0-9a-f]{16})$/;
const YES = new Set<string>(CATALOGUE_YES);
const NO = new Set<string>(CATALOGUE_NO);

export function isPending(value: unknown): value is Pending {
  return typeof value === 'object' && value !== null && 'pending' in value;
}

export async function checkSheets(db: Db, sheets: KindSheet[], pictures: Pictures | null): Promise<Plan> {
  const catalogue = await readCatalogue(db, new Set(sheets.map((s) => s.kind)));
  const fileKeys = keysInFile(sheets);
  const knownMedia = await mediaNamed(db, sheets);
  const prepared = new Map<string, Promise<{ id: string } | { problem: MessageKey; params?: Record<string, number> }>>();
  const plan: Plan = { rows: [], catalogue, pictures: new Map(), assignments: new Map() };
  /** booth code → the exhibitor key an exhibitors' row gives it to */
  const claims = new Map<string, string>();
  /** exhibitor key → the booths its row lists (when the sheet has the column) */
  const listed = new Map<string, Set<string>>();

  const lookup = (to: RefKind, key: string): number | Pending | undefined => {
    if (to === 'groups') return catalogue.groups.get(key);
    const stored = catalogue.records[to].get(key);
    if (stored) return stored.id;
    return fileKeys[to].has(key) ? { pending: to, key } : undefined;
  };
  const unknown = (column: string, to: RefKind, key: string): Problem => ({ column, message: 'catalogueUnknownRef', params: { key }, words: { what: REF_WORD[to] } });

  const picture = async (name: string): Promise<{ id: string } | { problem: MessageKey; params?: Record<string, number> }> => {
    const url = name.match(MEDIA_URL);
    if (url) return knownMedia.has(url[1]!) ? { id: url[1]! } : { problem: 'refMissing' };
    const path = pictures?.find(name);
    if (!path) return { problem: 'catalogueNoPicture' };
    let once = prepared.get(path);
    if (!once) {
      once = (async () => {
        try {
          const ready = await preparePicture(await pictures!.bytes(path));
          plan.pictures.set(ready.id, ready);
          return { id: ready.id };
        } catch (error) {
          if (error instanceof ImageRejected) return error.reason === 'pixels' ? { problem: 'imageTooManyPixels' as const, params: { n: UPLOAD_LIMITS.imagePixels / 1_000_000 } } : { problem: 'notImage' as const };
          if (error instanceof Refused && error.key === 'imageTooLarge') return { problem: 'imageTooLarge' as const, params: error.params as Record<string, number> };
          throw error;
        }
      })();
      prepared.set(path, once);
    }
    return once;
  };

  for (const sheet of sheets) {
    const rule = KIND_RULES[sheet.kind];
    const resource = resourceNamed(rule.resource)!;
    const keyName = rule.keyColumn;
    const firstRow = new Map<string, number>();
    for (const [index, { row, cells }] of sheet.rows.entries()) {
      if (index % 500 === 499) await breathe();
      const problems: Problem[] = [];
      const raw = cells[keyName] ?? '';
      const key = raw ? catalogueKey(raw) : null;
      if (!raw) problems.push({ column: keyName, message: 'noBlank' });
      else if (!key) problems.push({ column: keyName, message: 'catalogueKeyRule', params: { n: CATALOGUE_KEY_MAX } });
      else if (firstRow.has(key)) problems.push({ column: keyName, message: 'catalogueKeyTwice', params: { row: firstRow.get(key)! } });
      else firstRow.set(key, row);
      const stored = key ? catalogue.records[sheet.kind].get(key) : undefined;
      const values: Record<string, PlannedValue> = key ? { [keyName]: key } : {};
      const changes = new Set<string>();
      let boothList: string[] | null = null;

      for (const column of sheet.columns) {
        const columnRule = rule.columns[column];
        if (!columnRule || column === keyName) continue;
        const cell = cells[column] ?? '';
        switch (columnRule.type) {
          case 'field': {
            const spec = resource.fields[columnRule.field]!;
            let value: unknown = cell;
            if (spec.type === 'bool') {
              const word = cell.toLowerCase();
              if (word !== '' && !YES.has(word) && !NO.has(word)) {
                problems.push({ column, message: 'catalogueYesNo' });
                break;
              }
              value = YES.has(word);
            }
            const checked = checkField(spec, value);
            if ('problem' in checked) problems.push({ column, message: checked.problem.message, params: checked.problem.params });
            else if ('value' in checked) values[columnRule.field] = checked.value;
            break;
          }
          case 'ref': {
            const spec = resource.fields[columnRule.field]!;
            if (cell === '') {
              if (spec.required) problems.push({ column, message: 'noBlank' });
              else values[columnRule.field] = null;
              break;
            }
            const refKey = catalogueKey(cell);
            const id = refKey ? lookup(columnRule.to, refKey) : undefined;
            if (id === undefined) problems.push(unknown(column, columnRule.to, cell));
            else values[columnRule.field] = id;
            break;
          }
          case 'region': {
            if (cell === '') values[columnRule.field] = null;
            else {
              const id = catalogue.regions.get(regionForm(cell));
              if (id === undefined) problems.push({ column, message: 'catalogueUnknownRegion', params: { name: cell } });
              else values[columnRule.field] = id;
            }
            break;
          }
          case 'picture': {
            if (cell === '') {
              values[columnRule.field] = null;
              break;
            }
            const found = await picture(cell);
            if ('problem' in found) problems.push(pictureProblem(column, cell, found));
            else values[columnRule.field] = found.id;
            break;
          }
          case 'pictures': {
            const ids: string[] = [];
            let bad = false;
            for (const name of cell.split(PHOTO_LIST_SEPARATOR).map((n) => n.trim()).filter(Boolean)) {
              const found = await picture(name);
              if ('problem' in found) {
                problems.push(pictureProblem(column, name, found));
                bad = true;
              } else ids.push(found.id);
            }
            if (bad) break;
            const checked = checkField(resource.fields[columnRule.field]!, ids);
            if ('problem' in checked) problems.push({ column, message: checked.problem.message, params: checked.problem.params });
            else if ('value' in checked) values[columnRule.field] = checked.value;
            break;
          }
          case 'booths': {
            boothList = [...new Set(cell.split(BOOTH_LIST_SEPARATOR).map((c) => c.trim()).filter(Boolean))];
            for (const code of boothList) {
              if (!catalogue.records.booths.has(code) && !fileKeys.booths.has(code)) problems.push(unknown(column, 'booths', code));
              else if (key && claims.has(code) && claims.get(code) !== key) problems.push({ column, message: 'catalogueBoothTwice', params: { booth: code } });
            }
            break;
          }
          case 'hall':
            break;
        }
      }

      // An exhibitor's hall: every booth it lists is in it.
      const hallCell = sheet.kind === 'exhibitors' && sheet.columns.includes('hall') ? cells.hall ?? '' : '';
      if (hallCell) {
        if (lookup('halls', hallCell) === undefined) problems.push(unknown('hall', 'halls', hallCell));
        else {
          for (const code of boothList ?? (stored ? catalogue.boothsOf.get(stored.id) ?? [] : [])) {
            const boothHall = fileKeys.boothHalls.get(code) ?? hallOfStoredBooth(catalogue, code);
            if (boothHall !== undefined && boothHall !== hallCell) problems.push({ column: 'hall', message: 'catalogueBoothHall', params: { booth: code, hall: hallCell } });
          }
        }
      }

      // A booth's holder: as its row says, or as an exhibitor's row gives it.
      if (sheet.kind === 'booths' && key && sheet.columns.includes('exhibitor')) {
        const claimer = claims.get(key);
        const given = cells.exhibitor ?? '';
        if (given === '' && claimer) values.exhibitor_id = lookup('exhibitors', claimer) ?? null;
        else if (given && claimer && claimer !== given) problems.push({ column: 'exhibitor', message: 'catalogueBoothTwice', params: { booth: key } });
        else if (given && listed.has(given) && !listed.get(given)!.has(key)) problems.push({ column: 'exhibitor', message: 'catalogueBoothNotListed', params: { booth: key, exhibitor: given } });
        else if (given) claims.set(key, given);
      }

      if (!stored) {
        for (const [field, spec] of Object.entries(resource.fields)) {
          const column = columnOf(sheet.kind, field);
          if (spec.required && !(field in values) && !problems.some((p) => p.column === column)) problems.push({ column, message: 'noBlank' });
        }
      }
      if (rule.named) {
        const name = (lang: 'zh' | 'en') => (`name_${lang}` in values ? values[`name_${lang}`] : stored?.[`name_${lang}`]);
        if (!name('zh') && !name('en') && !problems.some((p) => p.column === 'name_zh' || p.column === 'name_en')) problems.push({ column: 'name_zh', message: 'nameOneLanguage' });
      }

      if (stored) {
        for (const [field, value] of Object.entries(values)) {
          if (field !== keyName && !same(stored[field], value)) changes.add(columnOf(sheet.kind, field));
        }
      }
      if (boothList && key && problems.length === 0) {
        listed.set(key, new Set(boothList));
        for (const code of boothList) claims.set(code, key);
        const holds = stored ? catalogue.boothsOf.get(stored.id) ?? [] : [];
        if (stored && !sameSet(holds, boothList)) changes.add('booths');
        for (const code of boothList) if (!holds.includes(code)) plan.assignments.set(code, key);
        for (const code of holds) if (!boothList.includes(code) && !plan.assignments.has(code)) plan.assignments.set(code, null);
      }

      const outcome: ImportOutcome = problems.length ? 'refused' : !stored ? 'created' : changes.size ? 'updated' : 'unchanged';
      plan.rows.push({
        kind: sheet.kind, sheet: sheet.name, row, key: key ?? (raw || null), outcome, changes: outcome === 'updated' ? [...changes] : [], problems,
        id: stored?.id, values: outcome === 'created' || outcome === 'updated' ? values : {},
      });
    }
  }
  // A booth an exhibitor's row frees that another row of the file gives away is not freed.
  for (const [code, holder] of plan.assignments) if (holder === null && claims.has(code)) plan.assignments.delete(code);
  return plan;
}

function pictureProblem(column: string, name: string, found: { problem: MessageKey; params?: Record<string, number> }): Problem {
  if (found.problem === 'catalogueNoPicture' || found.problem === 'refMissing') return { column, message: 'catalogueNoPicture', params: { name } };
  return { column, message: 'cataloguePictureRefused', params: { name, ...(found.params ?? {}) }, words: { problem: found.problem } };
}

/** The sheet's column that fills a table column (the column's own name when it is one). */
function columnOf(kind: CatalogueKind, field: string): string {
  for (const [name, rule] of Object.entries(KIND_RULES[kind].columns)) if ('field' in rule && rule.field === field) return name;
  return field;
}

/** Whether a stored value and a checked one are the same (photos: a stored list, a checked JSON text). */
function same(stored: unknown, value: PlannedValue): boolean {
  if (isPending(value)) return false;
  const norm = (v: unknown) => (v === undefined || v === '' ? null : typeof v === 'object' && v !== null && !(v instanceof Date) ? JSON.stringify(v) : v);
  const a = norm(stored);
  const b = typeof value === 'string' && value.startsWith('[') && typeof a === 'string' && a.startsWith('[') ? JSON.stringify(JSON.parse(value)) : value;
  return a === b;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

function hallOfStoredBooth(catalogue: Catalogue, code: string): string | undefined {
  const booth = catalogue.records.booths.get(code);
  return booth ? catalogue.hallCodes.get(booth.hall_id as number) : undefined;
}

/** Each kind's keys in the file (its first row with the key), and the hall each booth row names. */
function keysInFile(sheets: KindSheet[]) {
  const keys = { halls: new Set<string>(), categories: new Set<string>(), exhibitors: new Set<string>(), booths: new Set<string>(), products: new Set<string>(), boothHalls: new Map<string, string>() };
  for (const sheet of sheets) {
    const keyName = KIND_RULES[sheet.kind].keyColumn;
    for (const { cells } of sheet.rows) {
      const key = catalogueKey(cells[keyName] ?? '');
      if (!key) continue;
      keys[sheet.kind].add(key);
      if (sheet.kind === 'booths' && cells.hall) keys.boothHalls.set(key, cells.hall);
    }
  }
  return keys;
}

/** The stored pictures the file names as /api/media/<id>: one query. */
async function mediaNamed(db: Db, sheets: KindSheet[]): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const sheet of sheets) {
    for (const { cells } of sheet.rows) {
      for (const column of ['logo', 'photos']) {
        for (const name of (cells[column] ?? '').split(PHOTO_LIST_SEPARATOR)) {
          const id = name.trim().match(MEDIA_URL)?.[1];
          if (id) ids.add(id);
        }
      }
    }
  }
  if (ids.size === 0) return ids;
  const found = new Set<string>();
  const list = [...ids];
  for (let i = 0; i < list.length; i += 1000) {
    for (const row of await db.selectFrom('media').select('id').where('id', 'in', list.slice(i, i + 1000)).execute()) found.add(row.id);
  }
  return found;
}
