// Assortment logos over HTTP on the real server (PGlite, and PostgreSQL with TEST_DATABASE_URL),
// memory blob store (decision 0070): a device push may name the writer's own upload (or its
// preview) as a logo or customer logo, a logo of an assortment the writer sees, or a key that
// is no upload; another user's upload is a sync rejection. The uploaded logo is then read by
// everyone who sees the assortment (GET /api/files), and by nobody else once no assortment
// holds it.
import type { Permission } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryBlobStore } from '../blobs/memory-store.ts';
import { assortmentMapping, loadDocuments, type Doc } from '../db/mapping/index.ts';
import { signedIn } from '../routes/test-helpers.ts';
import {
  DATABASE_KINDS,
  startTestServer,
  type DatabaseKind,
  type TestClient,
  type TestServer,
} from '../test/harness.ts';

const regular = (role: Permission['role']): Permission => ({
  permission: 'productAssortments',
  role,
});

const assortment = (id: string, ownerCode: string, logos: Doc): Doc => ({
  id,
  _deleted: false,
  title: `Assortment ${id}`,
  type: 'item',
  method: 'static',
  orgType: 'regular',
  ownerCode,
  ...logos,
});

type Rejections = Record<string, { reason: string; message?: string }>;

async function push(client: TestClient, doc: Doc, before: Doc | null = null): Promise<Rejections> {
  const res = await client.request('POST', '/api/sync/assortments/push', [
    { assumedMasterState: before, newDocumentState: doc },
  ]);
  expect(res.status).toBe(200);
  return ((await res.json()) as { rejected: Rejections }).rejected;
}

describe.each(DATABASE_KINDS)('[000 §2 logo] assortment logos on %s', (kind: DatabaseKind) => {
  const store = new MemoryBlobStore();
  let server: TestServer;
  let ann: { client: TestClient; id: string };
  let ben: { client: TestClient; id: string };
  let mia: { client: TestClient; id: string };
  let annLogo: string;
  let annClient: string;

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { blobs: store });
    ann = await signedIn(server, { userCode: 'ANN', permissions: [regular('user')] });
    ben = await signedIn(server, { userCode: 'BEN', permissions: [regular('user')] });
    mia = await signedIn(server, { userCode: 'MIA', permissions: [regular('manager')] });
    annLogo = `previews/uploads/${ann.id}/u1/brand.png/preview.jpg`;
    annClient = `uploads/${ann.id}/u2/client.png`;
    for (const key of [annLogo, annClient, `uploads/${ben.id}/u3/own.png`])
      await store.put(key, new TextEncoder().encode(`bytes of ${key}`));
  });
  afterAll(() => server?.close());

  const status = async (client: TestClient, key: string) =>
    (await client.request('GET', `/api/files/${key}`)).status;

  it('[000 §3 assortment logo] the owner’s own uploads are stored as logo and customer logo', async () => {
    const doc = assortment('A1', 'ANN', { logo: annLogo, customerLogo: annClient });
    expect(await push(ann.client, doc)).toEqual({});
    const [stored] = (await loadDocuments(server.handle.db, assortmentMapping)).filter(
      (a) => a.id === 'A1',
    );
    expect(stored).toMatchObject({ logo: annLogo, customerLogo: annClient });
  });

  it('[000 §2 logo] another user’s upload is refused; one’s own upload or a key that is no upload is stored', async () => {
    const stolen = await push(ben.client, assortment('B1', 'BEN', { customerLogo: annClient }));
    expect(stolen.B1).toMatchObject({ reason: 'commandFailed' });
    expect(
      await push(
        ben.client,
        assortment('B2', 'BEN', {
          logo: `uploads/${ben.id}/u3/own.png`,
          customerLogo: 'libraries/AdvertisingLogo/7/preview.jpg',
        }),
      ),
    ).toEqual({});
  });

  it('[000 §2 logo] a logo follows its assortment: the owner and a manager read it, another user does not', async () => {
    for (const key of [annLogo, annClient]) {
      expect(await status(ann.client, key)).toBe(200);
      expect(await status(mia.client, key)).toBe(200);
      expect(await status(ben.client, key)).toBe(404);
    }
  });

  it('[000 §2 logo] a manager may name a logo they see (a copy); once no assortment holds it, it is the uploader’s alone', async () => {
    expect(await push(mia.client, assortment('M1', 'MIA', { logo: annLogo }))).toEqual({});
    const [a1] = (await loadDocuments(server.handle.db, assortmentMapping)).filter(
      (a) => a.id === 'A1',
    );
    const { customerLogo: _gone, ...withoutClient } = a1!;
    expect(await push(ann.client, withoutClient, a1!)).toEqual({});
    expect(await status(mia.client, annClient)).toBe(404);
    expect(await status(ann.client, annClient)).toBe(200);
    // M1 still holds the logo.
    expect(await status(mia.client, annLogo)).toBe(200);
  });
});
