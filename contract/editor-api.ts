import { Type, type Static } from '@sinclair/typebox';
import { OptStr } from './nullable';

// Shapes of the editor API (docs/api.md, "Editor API"): the console builds its forms from the
// resource descriptions the server answers.

const FIELD_TYPES = ['text', 'longText', 'int', 'bool', 'timestamp', 'date', 'media', 'mediaList', 'url', 'email', 'file', 'password'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const FieldSpec = Type.Object({
  type: Type.Union(FIELD_TYPES.map((t) => Type.Literal(t))),
  required: Type.Optional(Type.Boolean()),
  /** max characters (text) */
  max: Type.Optional(Type.Integer()),
  /** allowed integer range */
  min: Type.Optional(Type.Integer()),
  maxValue: Type.Optional(Type.Integer()),
  /** the resource whose record an id field names (the console shows that record's name) */
  ref: Type.Optional(Type.String()),
  /** what an optional field left empty saves (the column's default), instead of null */
  empty: Type.Optional(Type.Union([Type.String(), Type.Number()])),
  /** a catalogue key (text; the key rule of contract/catalogue.ts): left empty, a new record gets the next one and an update keeps it */
  catalogueKey: Type.Optional(Type.Boolean()),
  /** an ISO 3166-1 alpha-2 country code (text; contract/countries.ts), saved in upper case */
  countryCode: Type.Optional(Type.Boolean()),
});
export type FieldSpec = Static<typeof FieldSpec>;

/** An editable resource: its key columns, whether the editor gives the key, its fields. */
export const ResourceSpec = Type.Object({
  name: Type.String(),
  key: Type.Array(Type.String()),
  keyGiven: Type.Boolean(),
  fields: Type.Record(Type.String(), FieldSpec),
  /** the site's own set: update only */
  fixed: Type.Boolean(),
});
export type ResourceSpec = Static<typeof ResourceSpec>;

/** A record of a resource: its key columns and fields, both languages (never a file's bytes or a password hash). */
export const EditorRecord = Type.Record(Type.String(), Type.Unknown());
export type EditorRecord = Static<typeof EditorRecord>;

export const RecordKey = Type.Object({ key: Type.String() });
export const EditorAccount = Type.Object({ id: Type.Integer(), username: Type.String() });
export const PictureUpload = Type.Object({ id: Type.String(), url: Type.String() });

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  editor: Type.String(),
  action: Type.String(),
  resource: Type.String(),
  key: OptStr,
  changes: Type.Unknown(),
  time: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;
