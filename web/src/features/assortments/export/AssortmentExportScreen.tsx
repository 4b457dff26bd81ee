// /product/assortments/assortment/{assortment_id}/export (spec 000 §2 assortment screens, §3
// "Assortment document"): the merchandiser chooses a document (spreadsheet, line sheet / price
// sheet / tear sheet PDF, ZIP of images) and its options, remembered per assortment, and the
// export worker makes the file on the device from the device's data: it works offline.
import {
  assortmentExportProducts,
  assortmentLocationCode,
  columnToggles,
  currencyFormatOf,
  type Product,
} from '@portal/shared';
import type { SessionUser } from '@portal/shared/api/users.ts';
import { useMemo, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ScreenProps } from '../../../app/screen-props.ts';
import { showToast } from '../../../ui/toasts/queue.ts';
import { useOnline } from '../../../ui/useOnline.ts';
import { downloads } from '../../downloads/download-store.ts';
import { pdfLabelsOf } from '../../products/export/pdf-labels.ts';
import { localDay } from '../../products/export/useProductDocuments.ts';
import { locationEntry, useLocationEntries } from '../../products/locations.ts';
import { LOCAL_KEYS, readLocalNow } from '../../session/offline-store.ts';
import { AssortmentMissing } from '../manage/AssortmentMissing.tsx';
import { AssortmentTabs } from '../manage/AssortmentTabs.tsx';
import { inLayoutOrder } from '../sort/useGroupSort.ts';
import { ExportOptionsForm } from './ExportOptionsForm.tsx';
import { ExportProgress } from './ExportProgress.tsx';
import {
  downloadKindOf,
  queueAssortmentExport,
  type AssortmentExportDeps,
} from './queue-export.ts';
import { useDocumentData } from './useExportData.ts';
import { useExportOptions } from './useExportOptions.ts';
import '../manage/manage.css';
import './export.css';

const PDF_NAME = {
  Linesheet: 'labels.pdf.lineSheet',
  Pricesheet: 'labels.pdf.priceSheet',
  Tearsheet: 'labels.pdf.tearSheet',
} as const;

const UNCATEGORIZED_ID = 'labels.assortmentSort.uncategorized';

const APP_DEPS: AssortmentExportDeps = {};

export default function AssortmentExportScreen({
  route,
  params,
  deps = APP_DEPS,
}: ScreenProps & { readonly deps?: AssortmentExportDeps }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const user = readLocalNow<SessionUser>(LOCAL_KEYS.user);
  const userId = user?.id ?? 'device';
  const entries = useLocationEntries(userId);
  const online = useOnline();
  const queue = deps.queue ?? downloads;
  // A dynamic assortment's documents hold what its query finds on the device (decision 0067).
  const { assortment, loading, products, catalogue, ready } = useDocumentData(
    params.assortment_id,
    user,
    entries,
  );
  const [options, setOptions] = useExportOptions(userId, assortment);
  const [queued, setQueued] = useState<readonly string[]>([]);
  const offered = useMemo(
    () => columnToggles(assortment?.productType, assortment?.status),
    [assortment?.productType, assortment?.status],
  );

  if (!assortment || !options)
    return <AssortmentMissing route={route} loading={loading || (!!assortment && !options)} />;

  const empty = ready && products.length === 0;
  const exportNow = () => {
    if (empty) {
      showToast('warning', { id: 'labels.assortmentExport.noProducts' });
      return;
    }
    const locationCode = assortmentLocationCode(assortment);
    const entry = locationEntry(entries, locationCode);
    const currency = currencyFormatOf({
      currencySymbol: entry?.currencySymbol ?? undefined,
      decimalPlaces: entry?.decimalPlaces ?? undefined,
    });
    // A dynamic assortment's products hold no sort: its documents follow the sort screen.
    const items =
      assortment.method === 'dynamic' ? inLayoutOrder(assortment, products, catalogue) : products;
    const rows = assortmentExportProducts({ products: [...items] }, catalogue, locationCode);
    const kind = downloadKindOf(options);
    const hashId = queueAssortmentExport(
      {
        assortment,
        products: rows,
        catalogueProducts: [...catalogue.values()] as Product[],
        options,
        spreadsheet: {
          productType: assortment.productType,
          status: assortment.status,
          locationCode,
          currency,
          sheetName: assortment.title,
          header: (labelId, fallback) => (intl.messages[labelId] ? t(labelId) : fallback),
          thumbnailHeader: t('labels.export.thumbnail'),
        },
        pdf: {
          locationCode,
          currency,
          locale: intl.locale,
          labels: pdfLabelsOf(intl),
          author: user ? `${user.name} ${user.lastName}`.trim() : undefined,
          date: localDay(),
          // The sort screen's translation of the fallback group, when the app has it.
          uncategorized: intl.messages[UNCATEGORIZED_ID] ? t(UNCATEGORIZED_ID) : undefined,
        },
        displayName: t(`labels.assortmentExport.name.${kind}`, {
          title: assortment.title,
          document: t(PDF_NAME[options.pdfKind]),
        }),
      },
      { ...deps, queue },
    );
    setQueued((q) => [...q, hashId]);
  };

  return (
    <section className="am-screen ax-screen" aria-labelledby="ax-title">
      <header className="am-header">
        <h1 id="ax-title" className="am-title">
          {assortment.title}
        </h1>
        {assortment.subTitle && <p className="am-subtitle">{assortment.subTitle}</p>}
        {!online && (
          <p className="am-offline" role="status">
            <FormattedMessage id="labels.assortmentExport.offline" />
          </p>
        )}
        <AssortmentTabs assortmentId={assortment.id} current="export" />
      </header>
      <Form
        className="ax-body"
        aria-label={t('labels.assortmentExport.form')}
        onSubmit={(e) => {
          e.preventDefault();
          exportNow();
        }}
      >
        <ExportOptionsForm options={options} offered={offered} onChange={setOptions} />
        {empty && (
          <p className="am-note" role="note">
            <FormattedMessage id="labels.assortmentExport.noProducts" />
          </p>
        )}
        <div className="ax-actions">
          <Button type="submit" className="btn btn-primary" isDisabled={!ready || empty}>
            <FormattedMessage id="buttons.assortmentExport.export" />
          </Button>
        </div>
      </Form>
      <ExportProgress queue={queue} hashIds={queued} />
    </section>
  );
}
