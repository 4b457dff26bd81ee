// /product/assortments/assortment/{assortment_id}/manage (spec 000 §2 assortment screens):
// the assortment's products in the grid, priced and annotated (§3 "Assortment grid row", §4
// discount and net cost, style-wide notes, §5 grid cells), added by id or style lookup and
// removed after the prompt (§8 messages). Everything reads and writes the device (the one
// assortment document, patched; the sync pushes it), so the screen works offline.
import type { SessionUser } from '@portal/shared/api/users.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, ToggleButton } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ScreenProps } from '../../../app/screen-props.ts';
import { patchDocuments } from '../../../db/actions.ts';
import { Grid, useSelectedRows, type GridController, type GridWrite } from '../../../grid/index.ts';
import { showToast } from '../../../ui/toasts/queue.ts';
import { useOnline } from '../../../ui/useOnline.ts';
import { useLocationEntries } from '../../products/locations.ts';
import { LOCAL_KEYS, readLocalNow } from '../../session/offline-store.ts';
import { useCatalogue } from '../../sync/useDeviceSync.ts';
import { assortmentAdd } from './assortment-add.ts';
import { AddProductsDialog } from './AddProductsDialog.tsx';
import { AssortmentMissing } from './AssortmentMissing.tsx';
import { AssortmentTabs } from './AssortmentTabs.tsx';
import { applyEditCells, isEditableField } from './edit-cells.ts';
import { EditCellsDialog } from './EditCellsDialog.tsx';
import { LabelsButton } from '../labels/LabelsButton.tsx';
import { LogoButton } from '../logo/LogoButton.tsx';
import { ImportToAssortmentButton } from './ImportToAssortmentButton.tsx';
import { FindReplacePanel, useFindShortcuts, type FindMode } from './FindReplacePanel.tsx';
import { assortmentColumns } from './columns.ts';
import { DynamicQueryBar } from './dynamic/DynamicQueryBar.tsx';
import { useDynamicRows } from './dynamic/useDynamicRows.ts';
import type { AssortmentGridRow } from './rows.ts';
import { LibrarySearchPanel } from './search/LibrarySearchPanel.tsx';
import { AssortmentRowsSource } from './rowsSource.ts';
import { useAssortmentRows } from './useAssortmentRows.ts';
import { useSaveRefusals } from './useSaveRefusals.ts';
import { applyGridWrite, type RenameTarget } from './writes.ts';
import { RenameButton } from './RenameDialog.tsx';
import './manage.css';

const REFUSAL_TEXT = {
  discountPercentRange: 'msgCodes.grid.discountRange',
  markupNeedsRetail: 'msgCodes.assortmentGrid.markupNeedsRetail',
} as const;

export default function AssortmentManageScreen({ route, params }: ScreenProps) {
  const id = params.assortment_id;
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const user = readLocalNow<SessionUser>(LOCAL_KEYS.user);
  const entries = useLocationEntries(user?.id ?? 'device');
  const online = useOnline();
  const catalogue = useCatalogue();

  // A dynamic assortment's rows are its query's products (dynamic/, decision 0067).
  const data = useDynamicRows(useAssortmentRows(id, entries), user, entries);
  const { assortment, rows, prices, currency, decimals } = data;
  const present = useMemo(() => new Set(rows.map((r) => r.id)), [rows]);

  const [source] = useState(() => new AssortmentRowsSource(intl.locale));
  useEffect(() => source.replace(rows), [source, rows]);
  // The products each write starts from: the live document, or this screen's last write
  // while the device has not answered with it yet.
  const latest = useRef(assortment?.products ?? []);
  useEffect(() => {
    latest.current = assortment?.products ?? [];
  }, [assortment]);

  const labelsKey = JSON.stringify(assortment?.labels ?? []);
  const columns = useMemo(
    () => assortmentColumns(intl, currency, assortment?.labels ?? []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the labels' text changes
    [intl, currency, labelsKey],
  );
  const [controller, setController] = useState<GridController<AssortmentGridRow> | null>(null);
  const selected = useSelectedRows(controller);
  const [adding, setAdding] = useState(false);
  const [searching, setSearching] = useState(false);
  const dynamic = assortment?.method === 'dynamic';
  // Edit Cells and Find & Replace (000 §2 dialogs; issue 17): one undo step each.
  const [editingCells, setEditingCells] = useState(false);
  // What renamed row ids stand for (RenameButton fills it; the writes and undo read it).
  const [renameTargets] = useState(() => new Map<string, RenameTarget>());
  const [finding, setFinding] = useState<{ mode: FindMode; request: number } | null>(null);
  const openFind = (mode: FindMode) =>
    setFinding((f) => ({ mode, request: (f?.request ?? 0) + 1 }));
  useFindShortcuts(openFind);
  useSaveRefusals(id);
  const gridArea = useRef<HTMLDivElement>(null);
  const range = controller?.selection;
  const selectedCount = range ? Math.abs(range.anchor.row - range.focus.row) + 1 : 0;

  const onWrite = async (write: GridWrite<AssortmentGridRow>) => {
    if (!id) return;
    const base = data.dynamic?.withEntries(latest.current, write) ?? latest.current;
    const outcome = applyGridWrite(base, prices, write, decimals, renameTargets);
    for (const reason of new Set(outcome.refused)) showToast('error', { id: REFUSAL_TEXT[reason] });
    latest.current = outcome.products;
    await patchDocuments('assortments', id, {
      products: outcome.products,
      modifiedDate: new Date().toISOString(),
      ...(user?.userCode ? { lastEditedByUser: user.userCode } : {}),
    });
  };

  const adds = assortmentAdd({
    catalogue,
    controller,
    rows,
    productType: assortment?.productType,
    locationCode: data.locationCode,
    decimals,
  });
  const removeRows = (chosen: readonly AssortmentGridRow[], remove: () => void) => {
    if (!dynamic) void adds.removeRows(chosen, remove);
  };

  if (!assortment) return <AssortmentMissing route={route} loading={data.loading} />;
  return (
    <section className="am-screen" aria-labelledby="am-title">
      <header className="am-header">
        <h1 id="am-title" className="am-title">
          {assortment.title}
        </h1>
        {assortment.subTitle && <p className="am-subtitle">{assortment.subTitle}</p>}
        {!online && (
          <p className="am-offline" role="status">
            <FormattedMessage id="labels.assortmentGrid.offline" />
          </p>
        )}
        <AssortmentTabs assortmentId={assortment.id} current="manage" />
      </header>
      {dynamic && (
        <p className="am-note" role="note">
          <FormattedMessage id="labels.assortmentGrid.dynamicNote" />
        </p>
      )}
      {data.dynamic && <DynamicQueryBar dynamic={data.dynamic} />}
      {searching && !dynamic && (
        <LibrarySearchPanel
          assortment={assortment}
          user={user}
          entries={entries}
          locationCode={data.locationCode}
          currency={currency}
          present={present}
          onAdd={adds.addProducts}
          onClose={() => setSearching(false)}
        />
      )}
      {finding && controller && (
        <FindReplacePanel
          controller={controller}
          rows={rows}
          mode={finding.mode}
          request={finding.request}
          onMode={openFind}
          gridArea={() => gridArea.current}
          onClose={() => setFinding(null)}
        />
      )}
      <div className="am-grid" ref={gridArea}>
        <Grid<AssortmentGridRow>
          label={t('labels.assortmentGrid.gridLabel', { title: assortment.title })}
          columns={columns}
          getId={(row) => row.id}
          source={source}
          onWrite={onWrite}
          onMessage={(m) => showToast(m.kind, { text: m.text })}
          onError={() => showToast('error', { id: 'common.grid.saveError' })}
          {...(dynamic
            ? { emptyMessage: data.dynamic?.emptyMessage ?? ('noProductsFilters' as const) }
            : { emptyMessage: 'noProductsAdd' as const })}
          loading={data.dynamic?.loading}
          canDelete={() => !dynamic}
          onDeleteRows={removeRows}
          controllerRef={setController}
          rememberKey="assortment-manage"
          toolbar={
            <>
              <Button
                className="btn btn-secondary"
                onPress={() => setEditingCells(true)}
                isDisabled={!controller || selectedCount === 0 || selected.rows.length === 0}
              >
                <FormattedMessage id="buttons.assortmentGrid.editCells" />
              </Button>
              <Button
                className="btn btn-secondary"
                onPress={() => openFind('replace')}
                isDisabled={!controller}
              >
                <FormattedMessage id="buttons.assortmentGrid.findReplace" />
              </Button>
              <LabelsButton assortment={assortment} />
              <LogoButton assortment={assortment} />
              {!dynamic && (
                <>
                  <ToggleButton
                    className="btn btn-secondary am-search-toggle"
                    isSelected={searching}
                    onChange={setSearching}
                    isDisabled={!controller}
                  >
                    <FormattedMessage id="buttons.assortmentGrid.search.open" />
                  </ToggleButton>
                  <Button
                    className="btn btn-primary"
                    onPress={() => setAdding(true)}
                    isDisabled={!catalogue || !controller}
                  >
                    <FormattedMessage id="buttons.assortmentGrid.addProducts" />
                  </Button>
                  <ImportToAssortmentButton data={data} controller={controller} />
                  <RenameButton
                    controller={controller}
                    selected={selected.rows}
                    present={present}
                    catalogue={catalogue}
                    productType={assortment.productType}
                    locationCode={data.locationCode}
                    prices={prices}
                    targets={renameTargets}
                  />
                  <Button
                    className="btn btn-danger"
                    onPress={() =>
                      removeRows(selected.rows, () => controller?.deleteRows([...selected.rows]))
                    }
                    isDisabled={selected.rows.length === 0}
                  >
                    <FormattedMessage id="buttons.assortmentGrid.remove" />
                  </Button>
                </>
              )}
            </>
          }
        />
      </div>
      {editingCells && controller && (
        <EditCellsDialog
          columns={columns.filter((c) => !c.readOnly && isEditableField(c.id))}
          rowCount={selectedCount}
          onApply={(columnId, text) =>
            applyEditCells({ controller, rows, prices, decimals }, columnId, text)
          }
          onClose={() => setEditingCells(false)}
        />
      )}
      {adding && (
        <AddProductsDialog
          catalogue={catalogue}
          productType={assortment.productType}
          onAdd={adds.addIds}
          onClose={() => setAdding(false)}
        />
      )}
    </section>
  );
}
