// The assortment's logo and customer logo (spec 000 §2 dialog "logo and customer logo", §3
// assortment `logo`; decision 0070): two image slots, each saved as soon as it changes — a
// chosen image through the device's upload queue (offline it waits there, shown from the
// device), a removal as a device write. The line sheet's cover page prints both.
import { ASSORTMENT_LOGO_FIELDS, LOGO_MAX_BYTES, type Assortment } from '@portal/shared';
import { Button } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { useLiveDocument } from '../../../db/hooks.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { LogoSlot } from './LogoSlot.tsx';
import './logo.css';

const LOGO_MAX_MB = LOGO_MAX_BYTES / (1024 * 1024);

export interface LogoDialogProps {
  readonly assortment: Assortment;
  readonly onClose: () => void;
}

export function LogoDialog({ assortment, onClose }: LogoDialogProps) {
  // The live document: a logo that lands while the dialog is open shows at once.
  const live = useLiveDocument('assortments', assortment.id).doc ?? assortment;
  return (
    <AppDialog
      title={<FormattedMessage id="labels.assortmentLogos.title" />}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="md"
      testId="assortment-logo-dialog"
    >
      <div className="alogo-intro">
        <p>
          <FormattedMessage id="labels.assortmentLogos.intro" />
        </p>
        <p className="alogo-hint">
          <FormattedMessage id="labels.assortmentLogos.hint" values={{ max: LOGO_MAX_MB }} />
        </p>
      </div>
      <div className="alogo-slots">
        {ASSORTMENT_LOGO_FIELDS.map((field) => (
          <LogoSlot
            key={field}
            assortmentId={assortment.id}
            field={field}
            stored={live[field] ?? undefined}
          />
        ))}
      </div>
      <div className="dialog-actions">
        <Button className="btn btn-primary" onPress={onClose}>
          <FormattedMessage id="buttons.close" />
        </Button>
      </div>
    </AppDialog>
  );
}
