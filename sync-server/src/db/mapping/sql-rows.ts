// Raw SQL through the one Drizzle handle: `db.execute()` answers `{ rows }` on PGlite and a
// plain array on postgres-js (STACK-NOTES §9); this hides the difference. Prefer the query
// builder; use this for catalog queries and trigger-level checks.
import type { SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';

export async function selectRows<R extends Record<string, unknown>>(
  db: Pick<Database, 'execute'>,
  query: SQL,
): Promise<R[]> {
  const result = (await db.execute(query)) as unknown;
  if (Array.isArray(result)) return [...result] as R[];
  return ((result as { rows?: R[] }).rows ?? []) as R[];
}
