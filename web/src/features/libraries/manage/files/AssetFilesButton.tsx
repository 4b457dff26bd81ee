// The manage toolbar's Files action: with one item selected (the active row), opens its files
// dialog (./AssetFilesDialog.tsx: usage type, move to another item, delete).
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import type { ManageRow } from '../columns.ts';
import type { ManageLibrary } from '../config.ts';
import { AssetFilesDialog } from './AssetFilesDialog.tsx';
import './library-files.css';

export function AssetFilesButton(props: {
  readonly library: ManageLibrary;
  readonly rows: readonly ManageRow[];
}) {
  const [open, setOpen] = useState<string | null>(null);
  const only = props.rows.length === 1 ? props.rows[0] : undefined;
  return (
    <>
      <Button
        className="btn btn-secondary"
        isDisabled={only === undefined}
        onPress={() => setOpen(only?.id ?? null)}
      >
        <FormattedMessage id="buttons.libraryFiles.open" />
      </Button>
      {open ? (
        <AssetFilesDialog library={props.library} itemId={open} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
