/** @jest-environment node */
import { Type } from '@sinclair/typebox';
import { Exhibitor, Product } from '../../../contract';
import { fieldDefinitions, graphqlType } from './graphql-from-contract';

test('maps contract scalars, nullables and arrays', () => {
  expect(fieldDefinitions(Exhibitor, ['id', 'lang'])).toEqual(
    expect.arrayContaining(['name: String!', 'nameEn: String', 'regionId: Int', 'booths: [String!]!', 'intro: String']),
  );
  expect(fieldDefinitions(Product, ['id', 'lang'])).toEqual(expect.arrayContaining(['qs: Boolean!', 'photos: [String!]!']));
  expect(fieldDefinitions(Exhibitor, ['id', 'lang']).some((field) => field.startsWith('id:') || field.startsWith('lang:'))).toBe(false);
});

test('literal unions take the literal type; mixed unions are refused', () => {
  expect(graphqlType(Type.Union([Type.Literal(1), Type.Literal(2)]), 'lang')).toBe('Int!');
  expect(() => graphqlType(Type.Union([Type.String(), Type.Integer()]), 'x')).toThrow('no single GraphQL type');
});
