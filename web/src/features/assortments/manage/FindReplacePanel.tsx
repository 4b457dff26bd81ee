// Find & Replace (issue 17 scope 3 "manage": Ctrl+F, Ctrl+H, over all the assortment's rows,
// one undo step): a panel above the grid, not modal, so the grid's active cell can be watched
// while it moves. It searches the editable text columns of every row as the grid shows them
// (the grid's unsaved edits included, labels by name), counts all matches, moves the active
// cell to the next / previous one, and replaces one cell or all of them through the grid
// (`writeCells`: one undo step, one write), so rows never rendered change too.
import {
  ASSORTMENT_TEXT_FIELDS,
  findMatches,
  replaceMatches,
  type AssortmentTextField,
  type FindOptions,
} from '@portal/shared';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Button, Checkbox, Dialog, Heading, Input, Label, TextField } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GridController } from '../../../grid/index.ts';
import { showToast, SUCCESS_TOAST_MS } from '../../../ui/toasts/queue.ts';
import {
  displayPositions,
  revealRow,
  shownRow,
  shownText,
  writeCells,
  type CellChange,
} from './cells.ts';
import { locateMatches, matchAt, stepFrom } from './find-replace.ts';
import type { AssortmentGridRow } from './rows.ts';
import './cells.css';

export type FindMode = 'find' | 'replace';

/** Ctrl/Cmd+F opens Find, Ctrl/Cmd+H opens Replace, while the screen is shown. */
export function useFindShortcuts(open: (mode: FindMode) => void): void {
  const latest = useRef(open);
  useEffect(() => {
    latest.current = open;
  }, [open]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || !(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key !== 'f' && key !== 'h') return;
      event.preventDefault();
      latest.current(key === 'f' ? 'find' : 'replace');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

export interface FindReplacePanelProps {
  readonly controller: GridController<AssortmentGridRow>;
  /** Every row of the assortment (not only the loaded ones). */
  readonly rows: readonly AssortmentGridRow[];
  readonly mode: FindMode;
  /** Bumped by each shortcut press: the find field takes the focus again. */
  readonly request: number;
  readonly onMode: (mode: FindMode) => void;
  /** The element around the grid (to scroll a match into view). */
  readonly gridArea: () => HTMLElement | null;
  readonly onClose: () => void;
}

export function FindReplacePanel(props: FindReplacePanelProps) {
  const { controller, rows, mode } = props;
  const intl = useIntl();
  const [find, setFind] = useState('');
  const [replacement, setReplacement] = useState('');
  const [options, setOptions] = useState<FindOptions>({ matchCase: false, wholeCell: false });
  // The position reached by next / previous, for the search it was reached in.
  const [reached, setReached] = useState({ search: '', index: 0 });
  const [busy, setBusy] = useState(false);
  const findRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    findRef.current?.focus();
    findRef.current?.select();
  }, [props.request, mode]);

  // Unsaved edits show in the grid before the device has them: read them too.
  const version = useSyncExternalStore(
    controller.subscribe,
    () => controller.dataVersion,
    () => controller.dataVersion,
  );
  const fieldsKey = ASSORTMENT_TEXT_FIELDS.filter((f) => controller.allColumns.has(f)).join(',');
  const fields = useMemo(
    () => ASSORTMENT_TEXT_FIELDS.filter((field) => fieldsKey.split(',').includes(field)),
    [fieldsKey],
  );
  const shown = useMemo(
    () => rows.map((row) => shownRow(controller, row)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-read when the grid's values change
    [controller, rows, version],
  );
  // Actions read the rows when they run: a replace just made is already in the overlay.
  const latestRows = useRef(rows);
  useEffect(() => {
    latestRows.current = rows;
  }, [rows]);
  const readRows = () => latestRows.current.map((row) => shownRow(controller, row));
  const textOf = (row: AssortmentGridRow, field: AssortmentTextField) =>
    shownText(controller.allColumns.get(field), row, field);
  const search = JSON.stringify([find, options]);
  const matches = useMemo(
    () => findMatches(shown, fields, textOf, find, options),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- textOf reads the same columns
    [shown, fields, find, options],
  );

  /** The matches in the grid's order, and the index of the one at the active cell. */
  const locate = async () => {
    const positions = await displayPositions(controller);
    const colOf = new Map(controller.columns.map((column, i) => [column.id, i]));
    const fresh = findMatches(readRows(), fields, textOf, find, options);
    const located = locateMatches(fresh, positions, colOf);
    return { located, at: matchAt(located, controller.selection?.active) };
  };

  const go = async (direction: 1 | -1) => {
    const { located } = await locate();
    const index = stepFrom(located, controller.selection?.active, direction);
    const target = located[index];
    if (!target) return;
    const pos = { row: target.row, col: target.col };
    controller.select({ active: pos, anchor: pos, focus: pos });
    revealRow(props.gridArea(), target.row);
    setReached({ search, index: index + 1 });
  };

  const write = async (only?: { rowId: string; field: AssortmentTextField }) => {
    const now = readRows();
    const patches = replaceMatches(now, fields, textOf, find, replacement, options, only);
    const changes: CellChange[] = patches.map((p) => ({
      rowId: p.rowId,
      columnId: p.field,
      text: p.value === null ? '' : String(p.value),
    }));
    return writeCells(controller, new Map(now.map((row) => [row.id, row])), changes);
  };

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  };

  // Replace: the match at the active cell, then on to the next; elsewhere it first finds one.
  const replaceOne = () =>
    run(async () => {
      const { located, at } = await locate();
      const target = located[at];
      if (!target) return go(1);
      await write({ rowId: target.match.rowId, field: target.match.field });
      await go(1);
    });

  const replaceAll = () =>
    run(async () => {
      const changed = await write();
      showToast(
        'success',
        { id: 'msgCodes.assortmentGrid.cellsReplaced', values: { count: changed } },
        { timeout: SUCCESS_TOAST_MS },
      );
    });

  const count = matches.length;
  const current = reached.search === search && reached.index <= count ? reached.index : 0;
  const t = (id: string) => intl.formatMessage({ id: `labels.assortmentGrid.${id}` });
  const hasText = find !== '';
  return (
    // Escape closes the panel (a dialog outside an overlay does not close itself).
    <div
      className="am-find-frame"
      onKeyDown={(event) => {
        if (event.key === 'Escape') props.onClose();
      }}
    >
      <Dialog className="am-find" data-testid="assortment-find-panel">
        <Heading slot="title" className="am-find-title">
          <FormattedMessage id="labels.assortmentGrid.findTitle" />
        </Heading>
        <div className="am-find-row">
          <TextField className="field am-find-field" value={find} onChange={setFind}>
            <Label>{t('findText')}</Label>
            <Input
              ref={findRef}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                void go(event.shiftKey ? -1 : 1);
              }}
            />
          </TextField>
          <p className="am-find-count" role="status">
            {hasText &&
              (current > 0 ? (
                <FormattedMessage
                  id="labels.assortmentGrid.findPosition"
                  values={{ current, count }}
                />
              ) : (
                <FormattedMessage id="labels.assortmentGrid.findCount" values={{ count }} />
              ))}
          </p>
          <Button
            className="btn btn-secondary"
            isDisabled={count === 0}
            onPress={() => void go(-1)}
          >
            <FormattedMessage id="buttons.assortmentGrid.findPrevious" />
          </Button>
          <Button className="btn btn-secondary" isDisabled={count === 0} onPress={() => void go(1)}>
            <FormattedMessage id="buttons.assortmentGrid.findNext" />
          </Button>
        </div>
        {mode === 'replace' ? (
          <div className="am-find-row">
            <TextField
              className="field am-find-field"
              value={replacement}
              onChange={setReplacement}
            >
              <Label>{t('replaceWith')}</Label>
              <Input />
            </TextField>
            <Button
              className="btn btn-secondary"
              isDisabled={busy || count === 0}
              onPress={() => void replaceOne()}
            >
              <FormattedMessage id="buttons.assortmentGrid.replace" />
            </Button>
            <Button
              className="btn btn-primary"
              isDisabled={busy || count === 0}
              onPress={() => void replaceAll()}
            >
              <FormattedMessage id="buttons.assortmentGrid.replaceAll" />
            </Button>
          </div>
        ) : null}
        <div className="am-find-row">
          <Checkbox
            className="am-find-check"
            isSelected={options.matchCase === true}
            onChange={(matchCase) => setOptions((o) => ({ ...o, matchCase }))}
          >
            <span className="am-find-box" aria-hidden="true" />
            {t('matchCase')}
          </Checkbox>
          <Checkbox
            className="am-find-check"
            isSelected={options.wholeCell === true}
            onChange={(wholeCell) => setOptions((o) => ({ ...o, wholeCell }))}
          >
            <span className="am-find-box" aria-hidden="true" />
            {t('wholeCell')}
          </Checkbox>
          {mode === 'find' ? (
            <Button className="btn btn-link" onPress={() => props.onMode('replace')}>
              <FormattedMessage id="buttons.assortmentGrid.showReplace" />
            </Button>
          ) : null}
          <Button className="btn btn-ghost am-find-close" onPress={props.onClose}>
            <FormattedMessage id="buttons.close" />
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
