// The manage toolbar's Logo: opens the logo and customer logo dialog (LogoDialog), which loads
// with its upload code on first open, not with the screen.
import type { Assortment } from '@portal/shared';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';

const LogoDialog = lazy(() => import('./LogoDialog.tsx').then((m) => ({ default: m.LogoDialog })));

export function LogoButton({ assortment }: { readonly assortment: Assortment }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className="btn btn-secondary" onPress={() => setOpen(true)}>
        <FormattedMessage id="buttons.assortmentLogos.open" />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LogoDialog assortment={assortment} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
