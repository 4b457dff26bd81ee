// One grid of the assortment manager (spec 000 §2): the user's assortments of one list from
// the device collection (the tree of folders and items for "all"), renamed inline, with the
// row actions of the toolbar and the grid's context menu (New Folder, Delete, expand all,
// collapse all). Every action is a device write, so the lists work offline.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLiveQuery } from '../../../db/hooks.ts';
import {
  Grid,
  useCollectionGrid,
  useSelectedRows,
  type GridController,
} from '../../../grid/index.ts';
import { showToast, SUCCESS_TOAST_MS } from '../../../ui/toasts/queue.ts';
import { assortmentColumns } from './columns.ts';
import { CopyAssortmentDialog } from './CopyAssortmentDialog.tsx';
import { exportAssortments, type AssortmentExportDeps } from './export.ts';
import {
  DEFAULT_SORT,
  RECENT_LIMIT,
  SORT_FIELDS,
  limitedSource,
  listSelector,
  type AssortmentList,
  type ListFilter,
} from './lists.ts';
import { MoveToFolderDialog } from './MoveToFolderDialog.tsx';
import { managePath } from './NewAssortmentDialog.tsx';
import {
  ASSORTMENT_TREE,
  canDeleteRows,
  folderPath,
  freeFolderName,
  isFolder,
  type AssortmentCollection,
  type AssortmentRow,
} from './rows.ts';
import {
  AssortmentWriteRefused,
  changeState,
  confirmDelete,
  liftContents,
  moveRows,
  newFolder,
  prepareAssortment,
  setStarred,
  type Editor,
  type StateChange,
} from './writes.ts';

interface Props {
  readonly list: AssortmentList;
  readonly userCode: string;
  readonly collection: AssortmentCollection | undefined;
  readonly quickAccess: boolean;
  /** The folder of the active row, for New Assortment (all list). */
  readonly onActiveFolder?: (path: readonly string[]) => void;
  /** The download queue and export jobs (tests run the job in Node). */
  readonly exportDeps?: AssortmentExportDeps | undefined;
}

const STATE_CHANGES: readonly StateChange[] = ['published', 'unpublished', 'archived', 'unarchive'];

function failed(error: unknown): void {
  showToast('error', {
    id:
      error instanceof AssortmentWriteRefused
        ? 'msgCodes.assortments.invalid'
        : 'msgCodes.assortments.saveFailed',
  });
}

export function AssortmentGrid(props: Props) {
  const { list, userCode, collection, quickAccess, onActiveFolder, exportDeps } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const editor = useCallback(
    (): Editor => ({ userCode, now: new Date().toISOString() }),
    [userCode],
  );
  const filter = useMemo<ListFilter>(() => ({ ownerCode: userCode, list }), [userCode, list]);
  const columns = useMemo(() => assortmentColumns(intl), [intl]);
  const grid = useCollectionGrid<AssortmentRow, ListFilter>({
    collection,
    filter,
    toSelector: listSelector,
    sortFields: SORT_FIELDS,
    defaultSort: DEFAULT_SORT[list],
    writeRules: { prepare: (doc) => prepareAssortment(doc, editor()) },
  });
  const { source: full } = grid;
  const source = useMemo(
    () => (list === 'recent' ? limitedSource(full, RECENT_LIMIT) : full),
    [full, list],
  );
  const tree = list === 'all' ? ASSORTMENT_TREE : undefined;
  const { docs: folders } = useLiveQuery('assortments', {
    selector: { orgType: 'regular', idxOwner: userCode, type: 'folder' },
    limit: 1000,
  });

  const [controller, setController] = useState<GridController<AssortmentRow> | null>(null);
  const selected = useSelectedRows(controller);
  const rows = selected.rows;
  const items = rows.filter((r) => !isFolder(r));
  const active = selected.active;
  const [dialog, setDialog] = useState<'copy' | 'move' | null>(null);

  const activeFolder = !active
    ? []
    : isFolder(active)
      ? folderPath(active)
      : (active.hierarchy ?? []);
  const activeKey = JSON.stringify(activeFolder);
  useEffect(() => onActiveFolder?.(JSON.parse(activeKey) as string[]), [onActiveFolder, activeKey]);

  const makeFolder = (path: string[]): AssortmentRow =>
    newFolder(
      crypto.randomUUID(),
      freeFolderName(t('labels.assortments.newFolderName'), path, folders),
      path,
      editor(),
    );

  const deleteRows = async (chosen: readonly AssortmentRow[], remove: () => void) => {
    if (chosen.length === 0 || !canDeleteRows(chosen, list)) return;
    if (!(await confirmDelete(chosen))) return;
    remove();
    if (collection) await liftContents(collection, chosen, editor()).catch(failed);
  };

  const run = (action: () => Promise<unknown>) => void action().catch(failed);

  const changeStates = (change: StateChange) =>
    run(async () => {
      const count = await changeState(items, change, editor());
      if (count > 0)
        showToast(
          'success',
          { id: 'msgCodes.assortments.stateChanged', values: { count } },
          { timeout: SUCCESS_TOAST_MS },
        );
    });

  const exportList = () =>
    run(() => exportAssortments(intl, { source, filter, controller, quickAccess }, exportDeps));

  const toolbar = (
    <div
      className="amg-actions"
      role="toolbar"
      aria-label={t(`labels.assortments.actions.${list}`)}
    >
      <Button
        className="btn btn-secondary"
        isDisabled={!active || isFolder(active)}
        onPress={() => active && void navigate(managePath(active.id))}
      >
        <FormattedMessage id="buttons.assortments.open" />
      </Button>
      {list === 'all' && (
        <Button
          className="btn btn-secondary"
          // Not before the device database is open: the folder would have nowhere to go.
          isDisabled={!controller || grid.loading}
          onPress={() => controller?.addRows([makeFolder(activeFolder)])}
        >
          <FormattedMessage id="buttons.assortments.newFolder" />
        </Button>
      )}
      <Button
        className="btn btn-secondary"
        isDisabled={items.length === 0}
        onPress={() => run(() => setStarred(items, !items.every((r) => r.starred), editor()))}
      >
        <FormattedMessage
          id={
            items.length > 0 && items.every((r) => r.starred)
              ? 'buttons.assortments.unstar'
              : 'buttons.assortments.star'
          }
        />
      </Button>
      <MenuTrigger>
        <Button className="btn btn-secondary" isDisabled={items.length === 0}>
          <FormattedMessage id="buttons.assortments.changeState" />
        </Button>
        <Popover className="pg-popover">
          <Menu className="pg-menu" onAction={(key) => changeStates(key as StateChange)}>
            {STATE_CHANGES.map((change) => (
              <MenuItem className="pg-menu-item" key={change} id={change}>
                {t(`buttons.assortments.state.${change}`)}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
      <Button
        className="btn btn-secondary"
        isDisabled={!active || isFolder(active)}
        onPress={() => setDialog('copy')}
      >
        <FormattedMessage id="buttons.assortments.copy" />
      </Button>
      {list === 'all' && (
        <Button
          className="btn btn-secondary"
          isDisabled={rows.length === 0}
          onPress={() => setDialog('move')}
        >
          <FormattedMessage id="buttons.assortments.moveToFolder" />
        </Button>
      )}
      <Button
        className="btn btn-danger"
        isDisabled={rows.length === 0 || !canDeleteRows(rows, list)}
        onPress={() => void deleteRows(rows, () => controller?.deleteRows([...rows]))}
      >
        <FormattedMessage id="buttons.assortments.delete" />
      </Button>
      <Button className="btn btn-secondary" onPress={exportList}>
        <FormattedMessage id="buttons.assortments.export" />
      </Button>
    </div>
  );

  return (
    <div className="amg-grid" data-testid={`assortments-${list}`}>
      <h2 className="amg-grid-title">
        <FormattedMessage id={`labels.assortments.list.${list}`} />
      </h2>
      <Grid<AssortmentRow, ListFilter>
        label={t(`labels.assortments.list.${list}`)}
        columns={columns}
        getId={(row) => row.id}
        {...grid}
        source={source}
        {...(tree ? { tree } : {})}
        onError={failed}
        emptyText={t(`labels.assortments.empty.${list}`)}
        {...(list === 'all' ? { onNewFolder: makeFolder } : {})}
        canDelete={(chosen) => canDeleteRows(chosen, list)}
        onDeleteRows={(chosen, remove) => void deleteRows(chosen, remove)}
        controllerRef={setController}
        rememberKey={`assortments-${list}`}
        toolbar={toolbar}
      />
      {dialog === 'copy' && active && (
        <CopyAssortmentDialog source={active} editor={editor} onClose={() => setDialog(null)} />
      )}
      {dialog === 'move' && collection && (
        <MoveToFolderDialog
          rows={rows}
          folders={folders}
          onMove={(target) => run(() => moveRows(collection, rows, target, editor()))}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
