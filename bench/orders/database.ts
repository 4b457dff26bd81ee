// bench:orders' check of the server's database after the offline orders: the server is stopped
// and its PGlite data directory opened here (the server's own `openDatabase`): every submit
// command of the orders, and the orders' status.
import { and, eq, inArray } from 'drizzle-orm';
import { openDatabase } from '../../sync-server/src/db/client.ts';
import { commands, orders } from '../../sync-server/src/db/schema/index.ts';

export interface ServerCheck {
  readonly orders: number;
  readonly submitted: number;
  readonly submitCommands: number;
  /** Orders with exactly one submit command, and that one executed. */
  readonly executedOnce: number;
  readonly failedCommands: number;
  readonly statuses: Record<string, number>;
  readonly ok: boolean;
}

export async function checkServerDatabase(
  dataDir: string,
  orderIds: readonly string[],
): Promise<ServerCheck> {
  const handle = await openDatabase({ dataDir });
  try {
    const stored = await handle.db
      .select({ id: orders.id, status: orders.status, submittedDate: orders.submittedDate })
      .from(orders)
      .where(and(inArray(orders.id, [...orderIds]), eq(orders.deleted, false)));
    const submits = (
      await handle.db
        .select({ id: commands.id, status: commands.status, payload: commands.payload })
        .from(commands)
        .where(eq(commands.type, 'order.submit'))
    ).filter((c) => orderIds.includes(String(c.payload['orderId'])));
    const byOrder = new Map<string, string[]>();
    for (const c of submits) {
      const id = String(c.payload['orderId']);
      byOrder.set(id, [...(byOrder.get(id) ?? []), c.status]);
    }
    const executedOnce = orderIds.filter((id) => {
      const list = byOrder.get(id) ?? [];
      return list.length === 1 && list[0] === 'executed';
    }).length;
    const statuses: Record<string, number> = {};
    for (const o of stored) statuses[o.status] = (statuses[o.status] ?? 0) + 1;
    const submitted = stored.filter((o) => o.status === 'SUBMITTED' && o.submittedDate).length;
    return {
      orders: stored.length,
      submitted,
      submitCommands: submits.length,
      executedOnce,
      failedCommands: submits.filter((c) => c.status === 'failed').length,
      statuses,
      ok:
        stored.length === orderIds.length &&
        submitted === orderIds.length &&
        executedOnce === orderIds.length &&
        submits.length === orderIds.length,
    };
  } finally {
    await handle.close();
  }
}
