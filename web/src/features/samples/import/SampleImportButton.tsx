// The sample inventory grid's Import button (spec 001 §2 import (bulk add) flow): opens the
// import dialog for the screen's library. Decision 0053.
import type { SampleLibrary } from '@portal/shared';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';

// The dialog (grid, workers' client) loads when first opened, not with the screen.
const SampleImportDialog = lazy(() =>
  import('./SampleImportDialog.tsx').then((m) => ({ default: m.SampleImportDialog })),
);

export interface SampleImportButtonProps {
  readonly library: SampleLibrary;
  /** The device database is not open yet (as the screen's Add button). */
  readonly isDisabled?: boolean;
}

export function SampleImportButton({ library, isDisabled = false }: SampleImportButtonProps) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <Button
        className="btn btn-secondary"
        onPress={() => setOpen(crypto.randomUUID())}
        isDisabled={isDisabled}
      >
        <FormattedMessage id="buttons.samples.import.open" />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SampleImportDialog key={open} library={library} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
