// The manage toolbar's Labels: opens the assortment's labels (LabelsDialog).
import type { Assortment } from '@portal/shared';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { LabelsDialog } from './LabelsDialog.tsx';

export function LabelsButton({ assortment }: { readonly assortment: Assortment }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className="btn btn-secondary" onPress={() => setOpen(true)}>
        <FormattedMessage id="buttons.assortmentLabels.open" />
      </Button>
      {open && <LabelsDialog assortment={assortment} onClose={() => setOpen(false)} />}
    </>
  );
}
