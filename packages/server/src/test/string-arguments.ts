import { buildSchema, getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, isAbstractType, type GraphQLArgument, type GraphQLField, type GraphQLInputType } from 'graphql';
import typeDefs from '../../schema.graphql?raw';

/** One String/ID position in the API: an argument, or a field inside an input argument. */
export interface StringPosition {
  /** e.g. `Mutation.login(email)` or `Mutation.placeOrder(input.items.0.note)`. */
  name: string;
  /** Builds the operation with `text` at this position, as a variable or written inline. */
  request(text: string, form: 'variable' | 'inline'): { query: string; variables: Record<string, unknown> };
  /** The path the text guard names: variables keep list indices, literals name fields only. */
  path(form: 'variable' | 'inline'): string;
}

type Step = string | number;

/** Paths from an input type down to each String/ID leaf in it (input cycles are cut). */
function stringPaths(type: GraphQLInputType, seen: Set<string> = new Set()): Step[][] {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return stringPaths(inner.ofType, seen).map((path) => [0, ...path]);
  if (isInputObjectType(inner)) {
    if (seen.has(inner.name)) return [];
    const deeper = new Set(seen).add(inner.name);
    return Object.values(inner.getFields()).flatMap((field) => stringPaths(field.type, deeper).map((path) => [field.name, ...path]));
  }
  return ['String', 'ID'].includes(getNamedType(inner).name) ? [[]] : [];
}

/** A valid-looking value of `type` with `text` put at `path` (required input fields filled in). */
function sample(type: GraphQLInputType, path: Step[] = [], text = '1'): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [sample(inner.ofType, path.slice(1), text)];
  if (isInputObjectType(inner)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      const onPath = path[0] === field.name;
      if (onPath || (isNonNullType(field.type) && field.defaultValue === undefined)) {
        value[field.name] = sample(field.type, onPath ? path.slice(1) : [], onPath ? text : '1');
      }
    }
    return value;
  }
  if (isEnumType(inner)) return inner.getValues()[0]!.value;
  const scalar = inner.name;
  if (scalar === 'String' || scalar === 'ID') return path.length === 0 ? text : '1';
  return scalar === 'Boolean' ? false : 1;
}

/** `value` written as a GraphQL literal of `type` (strings JSON-escaped, which GraphQL reads alike). */
function literal(type: GraphQLInputType, value: unknown): string {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return `[${(value as unknown[]).map((item) => literal(inner.ofType, item)).join(', ')}]`;
  if (isInputObjectType(inner)) {
    const fields = inner.getFields();
    return `{ ${Object.entries(value as Record<string, unknown>)
      .map(([name, item]) => `${name}: ${literal(fields[name]!.type, item)}`)
      .join(', ')} }`;
  }
  return isEnumType(inner) ? String(value) : JSON.stringify(value);
}

function position(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, target: GraphQLArgument, path: Step[]): StringPosition {
  const args = field.args.filter((arg) => arg === target || (isNonNullType(arg.type) && arg.defaultValue === undefined));
  const returned = getNamedType(field.type);
  const selection = isObjectType(returned) || isAbstractType(returned) ? ' { __typename }' : '';
  return {
    name: `${operation}.${field.name}(${[target.name, ...path].join('.')})`,
    request(text, form) {
      const values = args.map((arg) => sample(arg.type, arg === target ? path : [], arg === target ? text : '1'));
      if (form === 'inline') {
        const call = args.map((arg, i) => `${arg.name}: ${literal(arg.type, values[i])}`).join(', ');
        return { query: `${operation} { ${field.name}(${call})${selection} }`, variables: {} };
      }
      const declared = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      const call = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      return {
        query: `${operation} Probe(${declared}) { ${field.name}(${call})${selection} }`,
        variables: Object.fromEntries(args.map((arg, i) => [arg.name, values[i]])),
      };
    },
    path: (form) => [target.name, ...(form === 'inline' ? path.filter((step) => typeof step === 'string') : path)].join('.'),
  };
}

/**
 * Every String/ID position of every query and mutation argument in schema.graphql, found by
 * walking the schema, so a field added later is covered without touching the tests.
 */
export function stringArgumentPositions(): StringPosition[] {
  const schema = buildSchema(typeDefs);
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([operation, root]) => Object.values(root?.getFields() ?? {}).flatMap((field) => field.args.flatMap((arg) => stringPaths(arg.type).map((path) => position(operation, field, arg, path)))));
}
