// The Hono app: one sub-app per resource mounted with app.route(), one permission middleware
// in front of all of /api (STYLE.md §8). Tests drive it with app.request() or over HTTP.
// Order of the /api middleware: no-store, body limit, same-origin check, permissions.
import type { Context } from 'hono';
import { createFilesRouter } from './blobs/index.ts';
import { partUrlSecret } from './blobs/open.ts';
import { createPartsRouter } from './blobs/parts-router.ts';
import { PART_ROUTE, PartSigner } from './blobs/signed-parts.ts';
import { errorBody, handleError } from './http/errors.ts';
import { canReadFile } from './library-files/file-access.ts';
import { jsonBodyLimit } from './middleware/body-limit.ts';
import { compressAnswers } from './middleware/compress-answers.ts';
import { noStore } from './middleware/no-store.ts';
import { permissions } from './middleware/permissions.ts';
import { sameOrigin } from './middleware/same-origin.ts';
import { accessRequestRoutes } from './routes/access-requests.ts';
import { accessReviewRoutes } from './routes/access-review.ts';
import { assetOptionRoutes } from './routes/assets-options.ts';
import { assetStreamRoutes } from './routes/assets-stream.ts';
import { assetReportRoutes } from './routes/assets-report.ts';
import { assetRoutes } from './routes/assets.ts';
import { assortmentReportRoutes } from './routes/assortment-reports.ts';
import { assortmentDocumentRoutes } from './routes/assortment-documents.ts';
import { assortmentZipRoutes } from './routes/assortment-zip.ts';
import { assortmentBatchRoutes } from './routes/assortments-batch.ts';
import { assortmentRoutes } from './routes/assortments.ts';
import { collectionRoutes } from './routes/collections.ts';
import { configRoutes } from './routes/config.ts';
import { coordinatorAssignmentRoutes } from './routes/coordinator-assignments.ts';
import { mountApiReference } from './routes/docs.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { optionRoutes } from './routes/options.ts';
import { orderDocumentRoutes } from './routes/order-documents.ts';
import { orderBatchRoutes } from './routes/orders-batch.ts';
import { orderRoutes } from './routes/orders.ts';
import { orderWofRoutes } from './routes/orders-wof.ts';
import { orderWofStyleRoutes } from './routes/orders-wof-styles.ts';
import { orderLookupRoutes, shipperRoutes } from './routes/orders-lookups.ts';
import { packageRoutes } from './routes/packages.ts';
import { passwordRoutes } from './routes/passwords.ts';
import { photoRoutes } from './routes/photos.ts';
import { productOptionRoutes } from './routes/products-options.ts';
import { productRoutes } from './routes/products.ts';
import { productTearsheetRoutes } from './routes/product-tearsheet.ts';
import { sampleInventoryActionRoutes } from './routes/sample-inventory-actions.ts';
import { sampleExportRoutes } from './routes/sample-inventory-export.ts';
import { sampleTrackingRoutes } from './routes/sample-inventory-tracking.ts';
import { sampleTransferRoutes } from './routes/sample-inventory-transfer.ts';
import { sampleInventoryRoutes } from './routes/sample-inventory.ts';
import { sessionRoutes } from './routes/session.ts';
import { statRoutes } from './routes/stats.ts';
import { uploadRoutes, uploadTokenRoutes } from './routes/uploads.ts';
import { userFlagRoutes } from './routes/user-flags.ts';
import { userLookupRoutes } from './routes/users.ts';
import { createRouter, type AppDeps, type AppEnv } from './router.ts';
import { syncRoutes } from './sync/routes.ts';

export function createApp(deps: AppDeps) {
  const app = createRouter();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.onError(handleError);
  const notFound = (c: Context<AppEnv>) =>
    c.get('apiRoute')
      ? c.json(
          errorBody('not_implemented', `${c.req.method} ${c.req.path} is not implemented yet`),
          404,
        )
      : c.json(errorBody('not_found', `No route for ${c.req.method} ${c.req.path}`), 404);
  app.notFound(notFound);

  app.use('/api/*', compressAnswers());
  app.use('/api/*', noStore());
  // Upload parts are up to 10 MiB; their route sets its own limit (blobs/parts-router.ts).
  const jsonLimit = jsonBodyLimit();
  app.use('/api/*', (c, next) =>
    c.req.method === 'PUT' && c.req.path.startsWith(`${PART_ROUTE}/`) ? next() : jsonLimit(c, next),
  );
  app.use('/api/*', sameOrigin());
  app.use('/api/*', permissions());

  app.route('/api/config', configRoutes());
  app.route('/api/users', sessionRoutes());
  app.route('/api/users', accessRequestRoutes());
  app.route('/api/users', accessReviewRoutes());
  app.route('/api/users', passwordRoutes());
  app.route('/api/users', userLookupRoutes());
  // The product filter options first: the named-option routes answer /data/{name} for the rest.
  app.route('/api/options', productOptionRoutes());
  app.route('/api/options', assetOptionRoutes());
  app.route('/api/options', optionRoutes());
  app.route('/api/products', productRoutes());
  app.route('/api/photos', photoRoutes());
  app.route('/api/stats', statRoutes());
  app.route('/api/assets', assetStreamRoutes());
  app.route('/api/assets', assetRoutes());
  app.route('/api/assets', assetReportRoutes());
  app.route('/api/userFlags', userFlagRoutes());
  app.route('/api/coordinatorAssignments', coordinatorAssignmentRoutes());
  app.route('/api/notifications', notificationRoutes());
  app.route('/api/sampleInventory', sampleTransferRoutes());
  app.route('/api/sampleInventory', sampleInventoryActionRoutes());
  app.route('/api/sampleInventory', sampleExportRoutes());
  app.route('/api/sampleInventory', sampleInventoryRoutes());
  app.route('/api/sampleInventoryTracking', sampleTrackingRoutes());
  app.route('/api/products', productTearsheetRoutes());
  app.route('/api/assortments', assortmentReportRoutes());
  app.route('/api/assortments', assortmentBatchRoutes());
  app.route('/api/assortments', assortmentRoutes());
  app.route('/api/collections', collectionRoutes());
  app.route('/api/orders', orderBatchRoutes());
  app.route('/api/orders', orderRoutes());
  app.route('/api/orders', orderWofRoutes());
  app.route('/api/orders', orderWofStyleRoutes());
  app.route('/api/orders', orderLookupRoutes());
  app.route('/api/shippers', shipperRoutes());
  app.route('/api/order-documents', orderDocumentRoutes());
  app.route('/api/assortment-documents', assortmentDocumentRoutes());
  app.route('/api/sync', syncRoutes(deps));
  if (deps.blobs) {
    // Library files follow their items, uploads their uploader (decision 0045).
    const readable = (key: string, c: Context<AppEnv>) =>
      canReadFile(deps.db, c.get('user'), key, deps.now());
    app.route('/api/files', createFilesRouter<AppEnv>(deps.blobs, readable));
    // Uploads in parts (decision 0039); the token shares the part URLs' secret.
    const signer =
      deps.blobs.partSigner instanceof PartSigner
        ? deps.blobs.partSigner
        : new PartSigner(partUrlSecret(deps.config.dataDir, deps.config.blobs.urlSecret));
    app.route(PART_ROUTE, createPartsRouter(deps.blobs));
    app.route('/api/upload', uploadRoutes(deps.blobs));
    app.route('/api/packages', packageRoutes(deps.blobs));
    app.route('/api/assortments', assortmentZipRoutes(deps.blobs));
    app.route('/api/users', uploadTokenRoutes(signer));
  }
  mountApiReference(app);
  // Last /api handler: a table route without a handler answers not_implemented here, so the
  // static files and the app-shell fallback that main.ts adds after createApp never see /api.
  // Mount new resources above this line.
  app.all('/api/*', notFound);
  return app;
}

export type App = ReturnType<typeof createApp>;
