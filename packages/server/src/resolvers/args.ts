import { z } from 'zod';
import { badRequest, notFound, type Validation } from '../errors.js';
import { requestHash } from '../services/sales/order-idempotency.js';

// Message keys follow `input.<field>.<rule>` so the client can translate them (DESIGN §3).
const key = (field: string, rule: string) => `input.${field}.${rule}`;

const MAX_ID = 2_147_483_647;

/** A GraphQL ID holding a positive integer (the database uses 32-bit integer keys). */
export function idArg(field: string) {
  return z
    .string({ error: key(field, 'invalid') })
    .regex(/^[1-9][0-9]{0,9}$/, { error: key(field, 'invalid') })
    .transform(Number)
    .refine((id) => id <= MAX_ID, { error: key(field, 'invalid') });
}

/** An optional ID; GraphQL null counts as absent. */
export function optionalIdArg(field: string) {
  return idArg(field)
    .nullish()
    .transform((id) => id ?? undefined);
}

/** An Int within bounds; null (or absent) takes the default. */
export function intArg(field: string, min: number, max: number, fallback: number) {
  return z
    .number({ error: key(field, 'invalid') })
    .int({ error: key(field, 'invalid') })
    .min(min, { error: key(field, 'min') })
    .max(max, { error: key(field, 'max') })
    .nullish()
    .transform((value) => value ?? fallback);
}

/** Parses resolver arguments, or throws `bad.request` with extensions.validation. */
export function parseArgs<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const result = schema.safeParse(args);
  if (result.success) return result.data;
  const validation: Validation = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'input';
    (validation[field] ??= []).push(issue.message);
  }
  throw badRequest(validation);
}

/** The value, or the not.found error for null. */
export const orNotFound = <T>(value: T | null): T => {
  if (value === null) throw notFound();
  return value;
};

/** SECURITY B1: the client's idempotency key with the hash of the call it came with, or undefined without a key. */
export const idempotencyOf = (operation: string, asker: number | 'guest', key: string | null | undefined, args: Record<string, unknown>) => (key ? { key, hash: requestHash(operation, asker, args) } : undefined);
