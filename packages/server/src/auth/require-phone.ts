import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { ShopContext } from '../context.js';
import { findUserById } from '../db/repositories/accounts/users.js';
import { unauthorized } from '../errors.js';
import type { Viewer } from './viewer.js';

/**
 * SPEC §8: an action that needs a phone the customer has not given answers `unauthorized` with
 * `extensions.debugMessage` `Unauthorized.phone`; core then re-opens the phone popup.
 */
export function phoneMissing(): GraphQLError {
  return createGraphQLError('unauthorized', { extensions: { code: 'UNAUTHENTICATED', debugMessage: 'Unauthorized.phone' } });
}

/** The signed-in customer, who must have a phone (else {@link phoneMissing}). */
export async function requireViewerWithPhone(ctx: Pick<ShopContext, 'db' | 'requireViewer'>): Promise<Viewer & { phone: string }> {
  const viewer = await ctx.requireViewer();
  const user = await findUserById(ctx.db, viewer.userId);
  if (!user) throw unauthorized();
  if (!user.phone) throw phoneMissing();
  return { ...viewer, phone: user.phone };
}
