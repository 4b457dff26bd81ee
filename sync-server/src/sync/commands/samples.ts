// spec 001 §4 Sample inventory: samples of Sales can be moved (transferred) to Production
// (PATCH /sampleInventory/Sales/transfer). The sample keeps its id, its shared fields and its
// history; the Sales location fields give way to the Production ones, and a tracking record
// notes the move.
import { randomUUID } from 'node:crypto';
import { canOpenSampleLibrary, type CommandPayload, type CommandResult } from '@portal/shared';
import { sampleInventoryMapping, type Doc, type Mapping } from '../../db/mapping/index.ts';
import { loadByIds, saveOne } from '../documents.ts';
import type { CommandContext } from './executor.ts';
import { CommandFailure } from './failure.ts';

const samples = sampleInventoryMapping as unknown as Mapping<Doc>;
const SALES_ONLY = ['aisle', 'direction', 'level', 'shelf', 'newBin'] as const;

export async function transferSamples(
  { sampleIds }: CommandPayload<'sample.transfer'>,
  ctx: CommandContext,
): Promise<CommandResult> {
  // The transfer starts on the Sales screen (our choice in the route table, api-routes.ts).
  if (!canOpenSampleLibrary(ctx.user, 'Sales')) {
    throw new CommandFailure('Transfers need access to the Sales samples');
  }
  const ids = [...new Set(sampleIds)];
  const found = new Map((await loadByIds(ctx.tx, samples, ids)).map((s) => [s.id as string, s]));
  const errors = ids
    .filter((id) => found.get(id)?.library !== 'Sales' || found.get(id)?._deleted === true)
    .map((id) => `${id}: not a Sales sample`);
  if (errors.length > 0) throw new CommandFailure('Some samples cannot be transferred', errors);
  for (const id of ids) {
    const sample = { ...found.get(id)! };
    const bin = sample.newBin;
    for (const field of SALES_ONLY) delete sample[field];
    const tracking = [...((sample.tracking as Doc[] | undefined) ?? [])];
    tracking.push({
      id: randomUUID(),
      action: 'Transferred to Production',
      quantity: sample.onHandQty ?? sample.totalQty,
      userCode: ctx.user.userCode,
      createdDate: ctx.now.toISOString(),
    });
    await saveOne(ctx.tx, samples, {
      ...sample,
      library: 'Production',
      ...(typeof bin === 'string' ? { bin } : {}),
      tracking,
      modifiedDate: ctx.now.toISOString(),
    });
  }
  ctx.hints.add({ collection: 'sampleInventory' });
  return { ok: true, ids };
}
