// The product library's document actions bound to the signed-in user, the user's language and
// the screen's location: a product's tear sheet, the XLSX and the image ZIP of a selection.
// Products are read from the device catalogue, so every action works offline.
import type { Product } from '@portal/shared';
import type { TearSheetSubType } from '@portal/workers';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { showToast } from '../../../ui/toasts/queue.ts';
import { useSessionUser } from '../../session/SessionProvider.tsx';
import { useCatalogue } from '../../sync/useDeviceSync.ts';
import { readCatalogueProducts } from '../detail/useCatalogueProduct.ts';
import { locationEntry, useLocationEntries } from '../locations.ts';
import { pdfLabelsOf } from './pdf-labels.ts';
import {
  downloadTearSheet,
  exportProductsXlsx,
  exportProductsZip,
  type ProductDocumentDeps,
} from './product-documents.ts';

/** Today as YYYY-MM-DD on the device's calendar (the document's date). */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface ZipChoice {
  readonly small: boolean;
  readonly heroOnly: boolean;
}

export interface ProductDocuments {
  /** Queues the product's tear sheet PDF. */
  tearSheet(product: Product, subType: TearSheetSubType): void;
  /** Queues the XLSX of the products with these ids (in this order). */
  exportXlsx(ids: readonly string[]): Promise<void>;
  /** Queues a ZIP of the images of the products with these ids. */
  exportZip(ids: readonly string[], choice: ZipChoice): Promise<void>;
}

const APP_DEPS: ProductDocumentDeps = {};

export function useProductDocuments(
  locationCode: string | undefined,
  deps: ProductDocumentDeps = APP_DEPS,
): ProductDocuments {
  const intl = useIntl();
  const user = useSessionUser();
  const catalogue = useCatalogue();
  const entries = useLocationEntries(user?.id ?? '');
  const code = locationCode ?? user?.userActiveLocation ?? 'US';
  const currency = locationEntry(entries, code);
  const author = user ? `${user.name} ${user.lastName}`.trim() : undefined;

  /** The catalogue's products of these ids, in order (the selection may hold stale ids). */
  const productsOf = useCallback(
    async (ids: readonly string[]): Promise<Product[]> => {
      if (catalogue === undefined) {
        showToast('warning', { id: 'products.export.noCatalogue' });
        return [];
      }
      const found = await readCatalogueProducts(catalogue, ids);
      if (found.length === 0) showToast('warning', { id: 'products.export.nothingSelected' });
      return found;
    },
    [catalogue],
  );

  return useMemo(() => {
    const title = intl.formatMessage({ id: 'products.export.fileTitle' }, { date: localDay() });
    return {
      tearSheet(product, subType) {
        downloadTearSheet(
          product,
          {
            subType,
            locationCode: code,
            currency,
            locale: intl.locale,
            labels: pdfLabelsOf(intl),
            author,
            date: localDay(),
            displayName: intl.formatMessage(
              { id: 'products.detail.tearSheetName' },
              { style: product.style, color: product.color },
            ),
          },
          deps,
        );
      },
      async exportXlsx(ids) {
        const products = await productsOf(ids);
        if (products.length === 0) return;
        exportProductsXlsx(
          products,
          {
            title,
            sheetName: intl.formatMessage({ id: 'products.export.sheetName' }),
            locationCode: code,
            currency: currency ?? {},
            header: (id) => intl.formatMessage({ id }),
            thumbnailHeader: intl.formatMessage({ id: 'products.export.thumbnail' }),
            displayName: intl.formatMessage(
              { id: 'products.export.xlsxName' },
              { count: products.length },
            ),
          },
          deps,
        );
      },
      async exportZip(ids, choice) {
        const products = await productsOf(ids);
        if (products.length === 0) return;
        exportProductsZip(
          products,
          {
            ...choice,
            title,
            displayName: intl.formatMessage(
              { id: 'products.export.zipName' },
              { count: products.length },
            ),
          },
          deps,
        );
      },
    };
  }, [intl, code, currency, author, productsOf, deps]);
}
