// Runs one command (shared/src/sync/commands.ts) inside the pushing transaction. Each handler
// checks the same rules and permissions as the rest of the server and throws a
// CommandFailure (or a Refusal) when the action is not allowed; its writes then roll back.
import type { CommandPayload, CommandResult, CommandType } from '@portal/shared';
import type { HintSet } from '../hints.ts';
import type { WriteContext } from '../policy.ts';
import { copyAssortmentForUser } from './assortments.ts';
import {
  approveOrder,
  archiveOrder,
  completeOrder,
  denyOrder,
  duplicateOrder,
  reactivateOrder,
  submitOrder,
} from './orders.ts';
import { transferSamples } from './samples.ts';

export interface CommandContext extends WriteContext {
  readonly hints: HintSet;
}

type Handler<T extends CommandType> = (
  payload: CommandPayload<T>,
  ctx: CommandContext,
) => Promise<CommandResult>;

const HANDLERS: { readonly [T in CommandType]: Handler<T> } = {
  'order.submit': submitOrder,
  'order.markComplete': completeOrder,
  'order.approve': approveOrder,
  'order.deny': denyOrder,
  'order.duplicate': duplicateOrder,
  'order.reactivate': reactivateOrder,
  'order.archive': archiveOrder,
  'sample.transfer': transferSamples,
  'assortment.copyForUser': copyAssortmentForUser,
};

export function executeCommand<T extends CommandType>(
  type: T,
  payload: CommandPayload<T>,
  ctx: WriteContext,
  hints: HintSet,
): Promise<CommandResult> {
  const handler = HANDLERS[type] as Handler<T>;
  return handler(payload, { ...ctx, hints });
}
