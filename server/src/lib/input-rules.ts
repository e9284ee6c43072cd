import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INT_MAX, INT_MIN, messageText } from '@expo/contract';
import { invalidField } from './envelope';

/**
 * The rules every input under /api obeys, whatever its route, set here once:
 * - every whole number in a request schema lies within the database's `integer` (a schema may
 *   narrow the range, or state a wider one for a `bigint` column), and every other number is
 *   finite. With Ajv's `strictNumbers` off (see AJV_OPTIONS) the range checks also see the values
 *   coercion makes of `Infinity` or `1e400`, which Ajv otherwise lets through unchecked;
 * - no text (a value or a key, in the path, the query or the body) holds a NUL character, which
 *   PostgreSQL cannot store.
 * Both answer the 400 envelope naming the field.
 */
export function registerInputRules(api: FastifyInstance): void {
  api.addHook('onRoute', (route) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!schema) return;
    for (const part of ['params', 'querystring', 'body', 'headers'] as const) {
      if (schema[part]) schema[part] = boundNumbers(schema[part]);
    }
  });
  api.addHook('preValidation', async (request: FastifyRequest) => {
    for (const [name, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
      const field = nulField(value, '');
      if (field !== null) throw invalidField(field || name, messageText(request.lang, 'nulCharacter'));
    }
  });
}

/** The validator options that go with these rules (Fastify's `ajv.customOptions`). */
export const AJV_OPTIONS = { coerceTypes: 'array', removeAdditional: true, allErrors: false, strictNumbers: false } as const;

type Json = Record<string, unknown>;
const NUMBER_BOUNDS = { integer: { minimum: INT_MIN, maximum: INT_MAX }, number: { minimum: -Number.MAX_VALUE, maximum: Number.MAX_VALUE } } as const;

/** A copy of a request schema whose numbers all have both bounds (the schema's own, where it has them). */
export function boundNumbers<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(boundNumbers) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Json = { ...(schema as Json) };
  for (const [key, value] of Object.entries(copy)) {
    if (key === 'default' || key === 'const' || key === 'enum' || key === 'examples') continue;
    if (value && typeof value === 'object') copy[key] = boundNumbers(value);
  }
  const types = [copy.type].flat();
  const kind = types.includes('number') ? 'number' : types.includes('integer') ? 'integer' : null;
  if (kind) {
    const bounds = NUMBER_BOUNDS[kind];
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined) copy.minimum = bounds.minimum;
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined) copy.maximum = bounds.maximum;
  }
  return copy as T;
}

/** The path (`a.b.0`) of the first text holding a NUL character, '' for the value itself; null when none does. */
export function nulField(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = nulField(item, at);
    if (found !== null) return found;
  }
  return null;
}
