// Auto-sort (spec 000 §4): up to three keys from the assortment kind's options (000 §3
// "Autosort options"; POP has its own), then one write of the new order.
import { AUTOSORT_KEYS, AUTOSORT_MAX_KEYS, type AutosortKey } from '@portal/shared';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { SelectField } from '../../../ui/forms/SelectField.tsx';

export function AutosortDialog(props: {
  readonly pop: boolean;
  readonly onApply: (keys: readonly AutosortKey[]) => Promise<void>;
  readonly onClose: () => void;
}) {
  const intl = useIntl();
  const options = (props.pop ? AUTOSORT_KEYS.pop : AUTOSORT_KEYS.regular).map((key) => ({
    value: key as AutosortKey,
    label: intl.formatMessage({ id: `labels.assortmentSort.key.${key}` }),
  }));
  const [keys, setKeys] = useState<(AutosortKey | undefined)[]>(
    Array.from({ length: AUTOSORT_MAX_KEYS }, () => undefined),
  );
  const [busy, setBusy] = useState(false);
  const chosen = keys.filter((k): k is AutosortKey => k !== undefined);
  return (
    <AppDialog
      title={<FormattedMessage id="labels.assortmentSort.autosortTitle" />}
      isOpen
      onOpenChange={(open) => !open && props.onClose()}
      isDismissable
    >
      <div className="as-autosort">
        {keys.map((key, i) => (
          <SelectField<AutosortKey>
            key={i}
            label={intl.formatMessage({ id: `labels.assortmentSort.sortKey${i + 1}` })}
            options={options}
            value={key}
            isClearable
            onChange={(value) => setKeys((ks) => ks.map((k, j) => (j === i ? value : k)))}
          />
        ))}
        <div className="as-dialog-buttons">
          <Button className="btn" onPress={props.onClose}>
            <FormattedMessage id="buttons.cancel" />
          </Button>
          <Button
            className="btn btn-primary"
            isDisabled={chosen.length === 0 || busy}
            onPress={() => {
              setBusy(true);
              void props.onApply(chosen).finally(props.onClose);
            }}
          >
            <FormattedMessage id="buttons.assortmentSort.applyAutosort" />
          </Button>
        </div>
      </div>
    </AppDialog>
  );
}
