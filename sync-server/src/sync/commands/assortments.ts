// spec 000 §2 Copy Assortment, tab "Copy for another user": a copy of a regular assortment
// owned by the other user. Only the server may write another user's assortment.
import {
  assortmentLimitReached,
  hasPermission,
  type CommandPayload,
  type CommandResult,
  type Permission,
} from '@portal/shared';
import { eq } from 'drizzle-orm';
import { assortmentMapping, type Doc, type Mapping } from '../../db/mapping/index.ts';
import { users } from '../../db/schema/index.ts';
import { loadOne, saveOne } from '../documents.ts';
import { assortmentsOwned, assortmentsPolicy } from '../policies/assortments.ts';
import type { CommandContext } from './executor.ts';
import { CommandFailure } from './failure.ts';

const assortments = assortmentMapping as unknown as Mapping<Doc>;

export async function copyAssortmentForUser(
  { assortmentId, newAssortmentId, targetUserCode }: CommandPayload<'assortment.copyForUser'>,
  ctx: CommandContext,
): Promise<CommandResult> {
  const source = await loadOne(ctx.tx, assortments, assortmentId);
  if (!source || source._deleted === true || !assortmentsPolicy.visible(source, ctx.user)) {
    throw new CommandFailure(`Assortment ${assortmentId} is not available to you`);
  }
  if (source.orgType !== 'regular')
    throw new CommandFailure('Only regular assortments are copied for another user');
  const [target] = await ctx.tx
    .select({ userCode: users.userCode, permissions: users.permissions, status: users.status })
    .from(users)
    .where(eq(users.userCode, targetUserCode))
    .limit(1);
  const targetPermissions = {
    userCode: targetUserCode,
    permissions: (target?.permissions ?? []) as Permission[],
    userTBEs: [],
  };
  if (
    !target ||
    target.status !== 'active' ||
    !hasPermission(targetPermissions, 'productAssortments')
  ) {
    throw new CommandFailure(`${targetUserCode} cannot receive assortments`);
  }
  if (await loadOne(ctx.tx, assortments, newAssortmentId)) {
    throw new CommandFailure(`Assortment ${newAssortmentId} already exists`);
  }
  // spec 000 §2 max-assortment error: the receiver's limit (decision 0068).
  if (assortmentLimitReached(await assortmentsOwned(ctx.tx, targetUserCode))) {
    throw new CommandFailure(`${targetUserCode} already has the most assortments a user may own`);
  }
  const { seq: _seq, ...fields } = source;
  const groups = (source.displayGroups as Doc[] | undefined) ?? [];
  await saveOne(ctx.tx, assortments, {
    ...fields,
    id: newAssortmentId,
    ownerCode: targetUserCode,
    starred: false,
    createdDate: ctx.now.toISOString(),
    modifiedDate: ctx.now.toISOString(),
    lastEditedByUser: ctx.user.userCode,
    // Display group ids are keys of their own table: the copy gets its own.
    displayGroups: groups.map((g, i) => ({ ...g, id: `${newAssortmentId}-g${i + 1}` })),
    _deleted: false,
  });
  ctx.hints.add({ collection: 'assortments' });
  return { ok: true, ids: [newAssortmentId] };
}
