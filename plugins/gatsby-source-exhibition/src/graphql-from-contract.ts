import type { TObject, TSchema } from '@sinclair/typebox';

/**
 * GraphQL field definitions for a contract object schema, so the explicit node types follow the
 * contract instead of a hand-copied list. `omit` drops fields the node defines differently.
 */
export function fieldDefinitions(schema: TObject, omit: readonly string[] = []): string[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties)
    .filter(([name]) => !omit.includes(name))
    .map(([name, property]) => {
      const type = graphqlType(property, `${name}`);
      return `${name}: ${required.has(name) ? type : stripNonNull(type)}`;
    });
}

/** A GraphQL object type (not a node) with the contract schema's fields. */
export function objectTypeDefinition(name: string, schema: TObject): string {
  return `type ${name} {\n  ${fieldDefinitions(schema).join('\n  ')}\n}`;
}

/** The GraphQL type of a JSON schema (as TypeBox builds it), non-null unless null is allowed. */
export function graphqlType(schema: TSchema, where: string): string {
  if (Array.isArray(schema.anyOf)) {
    const members = (schema.anyOf as TSchema[]).filter((member) => member.type !== 'null');
    const nullable = members.length < schema.anyOf.length;
    const types = new Set(members.map((member) => stripNonNull(graphqlType(member, where))));
    const [only] = types;
    if (types.size !== 1 || only === undefined) {
      throw new Error(`${where}: a union of ${[...types].join(', ')} has no single GraphQL type`);
    }
    return nullable ? only : `${only}!`;
  }
  if ('const' in schema) return `${scalarOfValue(schema.const, where)}!`;
  switch (schema.type) {
    case 'string':
      return 'String!';
    case 'integer':
      return 'Int!';
    case 'number':
      return 'Float!';
    case 'boolean':
      return 'Boolean!';
    case 'array':
      return `[${graphqlType(schema.items as TSchema, `${where}[]`)}]!`;
    default:
      throw new Error(`${where}: no GraphQL type for JSON schema ${JSON.stringify(schema)}`);
  }
}

function scalarOfValue(value: unknown, where: string): string {
  if (typeof value === 'number') return Number.isInteger(value) ? 'Int' : 'Float';
  if (typeof value === 'boolean') return 'Boolean';
  if (typeof value === 'string') return 'String';
  throw new Error(`${where}: no GraphQL type for literal ${JSON.stringify(value)}`);
}

function stripNonNull(type: string): string {
  return type.endsWith('!') ? type.slice(0, -1) : type;
}
