import { Type, type Static, type TSchema } from '@sinclair/typebox';

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

export const PageQuery = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type PageQuery = Static<typeof PageQuery>;

