// Add products (spec 000 §2 assortment screens; §7 style colours lookup, debounced 500 ms):
// style-colour ids pasted or typed (one a line or comma separated; a bare style adds every
// colour), plus products picked from a style lookup over the device catalogue. The screen
// plans and writes the add; this dialog only gathers what to add.
import type { Product } from '@portal/shared';
import { useEffect, useState } from 'react';
import { Button, ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CatalogueDatabase } from '../../../db/catalogue.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { lookupStyles, STYLE_LOOKUP_DEBOUNCE_MS } from './add.ts';

export interface AddProductsDialogProps {
  readonly catalogue: CatalogueDatabase | undefined;
  readonly productType: string | undefined;
  /** The ids text and the looked-up products picked; resolves when the add is written. */
  readonly onAdd: (text: string, picked: readonly string[]) => Promise<void>;
  readonly onClose: () => void;
}

/** The style lookup's answer, `STYLE_LOOKUP_DEBOUNCE_MS` after the last key. */
function useStyleLookup(
  catalogue: CatalogueDatabase | undefined,
  typed: string,
  productType: string | undefined,
): readonly Product[] {
  const [found, setFound] = useState<readonly Product[]>([]);
  useEffect(() => {
    if (!catalogue || typed.trim() === '') return undefined;
    let live = true;
    const timer = setTimeout(() => {
      void lookupStyles(catalogue, typed, productType).then((products) => {
        if (live) setFound(products);
      });
    }, STYLE_LOOKUP_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [catalogue, typed, productType]);
  return typed.trim() === '' ? [] : found;
}

export function AddProductsDialog({
  catalogue,
  productType,
  onAdd,
  onClose,
}: AddProductsDialogProps) {
  const intl = useIntl();
  const [ids, setIds] = useState('');
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<Selection>(new Set());
  const [busy, setBusy] = useState(false);
  const found = useStyleLookup(catalogue, typed, productType);
  const pickedIds = picked === 'all' ? found.map((p) => p.id) : [...picked].map(String);

  const add = async () => {
    setBusy(true);
    try {
      await onAdd(ids, pickedIds);
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      title={<FormattedMessage id="labels.assortmentGrid.addTitle" />}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="md"
      testId="assortment-add-dialog"
    >
      <div className="am-add">
        <TextInput
          name="ids"
          multiline
          autoFocus
          label={<FormattedMessage id="labels.assortmentGrid.addIds" />}
          hint={<FormattedMessage id="labels.assortmentGrid.addIdsHint" />}
          value={ids}
          onChange={setIds}
        />
        <TextInput
          name="styleLookup"
          label={<FormattedMessage id="labels.assortmentGrid.styleLookup" />}
          value={typed}
          onChange={setTyped}
        />
        {found.length > 0 && (
          <ListBox
            aria-label={intl.formatMessage({ id: 'labels.assortmentGrid.lookupResults' })}
            className="am-lookup"
            selectionMode="multiple"
            selectedKeys={picked}
            onSelectionChange={setPicked}
            items={found}
          >
            {(p) => (
              <ListBoxItem id={p.id} textValue={`${p.id} ${p.name}`} className="am-lookup-item">
                {p.style} / {p.color} — {p.name}
              </ListBoxItem>
            )}
          </ListBox>
        )}
      </div>
      <div className="dialog-actions">
        <Button className="btn btn-secondary" onPress={onClose}>
          <FormattedMessage id="buttons.cancel" />
        </Button>
        <Button
          className="btn btn-primary"
          onPress={() => void add()}
          isDisabled={busy || (ids.trim() === '' && pickedIds.length === 0)}
        >
          <FormattedMessage id="buttons.assortmentGrid.add" />
        </Button>
      </div>
    </AppDialog>
  );
}
