// Worker entry of the product index (index-host.ts): it opens the user's catalogue itself
// (IndexedDB is shared by the origin's workers) and hears the sync worker's writes through
// Dexie's BroadcastChannel. The page talks to it through comlink (client.ts).
import * as Comlink from 'comlink';
import { CatalogueDatabase, catalogueName } from '../db/catalogue.ts';
import { createProductIndexHost, type ProductIndexHost } from './index-host.ts';
import type { IndexStatus, ProductIndexWorkerApi } from './protocol.ts';

let open: { host: ProductIndexHost; catalogue: CatalogueDatabase; stop: () => void } | undefined;

function release(callback: unknown): void {
  (callback as Partial<Comlink.ProxyMethods> | undefined)?.[Comlink.releaseProxy]?.();
}

function closeOpen(): void {
  if (!open) return;
  open.stop();
  open.host.close();
  open.catalogue.close();
  open = undefined;
}

const need = (): ProductIndexHost => {
  if (!open) throw new Error('The product index is not open');
  return open.host;
};

const api: ProductIndexWorkerApi = {
  async open(userId, onStatus) {
    closeOpen();
    const catalogue = new CatalogueDatabase(catalogueName(userId));
    const host = createProductIndexHost(catalogue);
    const send = (status: IndexStatus) => void onStatus(status);
    const unsubscribe = host.onStatus(send);
    open = {
      host,
      catalogue,
      stop: () => {
        unsubscribe();
        release(onStatus);
      },
    };
    send(host.status());
  },
  query: (request) => need().query(request),
  facets: (request) => need().facets(request),
  bytes: () => need().bytes(),
  async close() {
    closeOpen();
  },
};
Comlink.expose(api);
