import { Type, type TSchema } from '@sinclair/typebox';
import { API_VERSION, DEFAULT_LOCALE, LOCALES } from './constants';

/** Every API response: `{ code, msg, data }`; code 200 is success. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), msg: Type.String(), data });

export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const Page = <T extends TSchema>(row: T) =>
  Type.Object({ rows: Type.Array(row), total: Type.Integer() });

export interface PageOf<T> {
  rows: T[];
  total: number;
}

/** An error answer: `data` names the field when the message, written for people, is about one. */
export const ErrorEnvelope = Type.Object({
  code: Type.Integer({ description: '400 bad input, 401 not signed in, 403 forbidden, 404 not found, 409 saved over by someone else, 429 too many requests, 500 server error, 700 another user (sent with HTTP 403)' }),
  msg: Type.String(),
  data: Type.Union([Type.Null(), Type.Object({ field: Type.String() }), Type.Object({ theirs: Type.Unknown(), yours: Type.Unknown() }, { description: '409: the version saved by someone else, and yours, not saved' })]),
});

/** The headers every call reads (the gate checks them before any handler runs). */
export const ApiHeaders = Type.Object({
  lang: Type.Optional(Type.Union(LOCALES.map((locale) => Type.Literal(locale)), { default: DEFAULT_LOCALE, description: 'Language of the answer; any other value is a 400' })),
  version: Type.Optional(Type.Literal(API_VERSION, { default: API_VERSION, description: 'API version; any other value is a 400' })),
});
