// Helpers for the route tests (not a test file itself): sign in over HTTP, read the outbox,
// users with every permission, the error body and an XLSX answer's sheet.
import { PERMISSION_KEYS, ROLES, type Permission } from '@portal/shared';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { createUser, type NewUser } from '../auth/users.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { TestClient, type TestServer } from '../test/harness.ts';

let counter = 0;
/** A unique address per call, so tests in one database never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${counter}.${Date.now().toString(36)}@example.com`;
}

export const PASSWORD = 'correct horse battery';

/** Every permission key with every role, info kinds 'All' (satisfies any requested value). */
export const EVERY_PERMISSION: readonly Permission[] = PERMISSION_KEYS.flatMap((permission) =>
  ROLES.map((role) => ({
    permission,
    role,
    infoKinds: { library: 'All', channel: 'All', region: 'All', productType: 'All', role: 'All' },
  })),
);

/** Creates an active user with a password and returns a client signed in as that user. */
export async function signedIn(
  server: TestServer,
  user: Partial<NewUser> = {},
): Promise<{ client: TestClient; email: string; id: string }> {
  const email = user.email ?? uniqueEmail();
  const row = await createUser(server.handle.db, {
    name: 'Test',
    lastName: 'User',
    password: PASSWORD,
    ...user,
    email,
  });
  const client = new TestClient(server.url);
  const res = await client.request('POST', '/api/users/session', {
    email,
    password: user.password ?? PASSWORD,
  });
  expect(res.status).toBe(200);
  return { client, email, id: row.id };
}

/** The first sheet of an XLSX answer read back with exceljs: header texts, cells by header. */
export async function sheetOf(res: Response) {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const sheet = wb.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, ExcelJS.Cell>[] = [];
  for (let r = 2; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    rows.push(Object.fromEntries(header.map((h, i) => [h, row.getCell(i + 1)])));
  }
  return { bytes, sheet, header, rows };
}

export async function errorOf(res: Response): Promise<{ code: string; message: string }> {
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = (await res.json()) as { error: { code: string; message: string } };
  return body.error;
}

/** Mails of one template sent to an address, oldest first. */
export async function mailsTo(db: Database, to: string, template: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, template)))
    .orderBy(asc(mailOutbox.createdAt));
}

/** The path of the link in the newest mail of a template (links carry the public URL). */
export async function linkFromMail(db: Database, to: string, template: string): Promise<string> {
  const mails = await mailsTo(db, to, template);
  const link = mails.at(-1)?.data.link;
  expect(typeof link).toBe('string');
  const url = new URL(link as string);
  return url.pathname;
}
