// The manage screen's Import button (spec 000 §4 Excel import flow, the import subtype): opens
// the Import to Assortment dialog for a static assortment. The dialog (import grid, workers'
// client) loads when first opened, not with the screen.
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import type { GridController } from '../../../grid/index.ts';
import { useCatalogue } from '../../sync/useDeviceSync.ts';
import type { AssortmentGridRow } from './rows.ts';
import type { AssortmentRows } from './useAssortmentRows.ts';

const ImportToAssortmentDialog = lazy(() =>
  import('./ImportToAssortmentDialog.tsx').then((m) => ({ default: m.ImportToAssortmentDialog })),
);

export interface ImportToAssortmentButtonProps {
  readonly data: AssortmentRows;
  readonly controller: GridController<AssortmentGridRow> | null;
}

export function ImportToAssortmentButton({ data, controller }: ImportToAssortmentButtonProps) {
  const catalogue = useCatalogue();
  // A fresh dialog (and import) per opening.
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <Button
        className="btn btn-secondary"
        onPress={() => setOpen(crypto.randomUUID())}
        isDisabled={!catalogue || !controller}
      >
        <FormattedMessage id="buttons.assortmentGrid.import" />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportToAssortmentDialog
            key={open}
            data={data}
            controller={controller}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}
