// Add a line by style and colour (spec 001 §5 "Customer, style and submit": the style lookup;
// §7 style/colour autocomplete, here over the device catalogue so it works offline). The style
// typed is looked up after the product-add debounce (001 §9, 1000 ms); the user picks one or
// more colours. The screen adds them (adding a product already in the order is an update).
import type { Product } from '@portal/shared';
import { useEffect, useState } from 'react';
import { Button, ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CatalogueDatabase } from '../../../db/catalogue.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { lookupStyles } from '../../assortments/manage/add.ts';

/** spec 001 §9 debounces: product-add lookup 1000 ms. */
export const PRODUCT_ADD_LOOKUP_MS = 1_000;

export interface AddLineDialogProps {
  readonly catalogue: CatalogueDatabase | undefined;
  readonly productType: string | undefined;
  /** The picked products; resolves when the lines are written. */
  readonly onAdd: (products: readonly Product[]) => Promise<void>;
  readonly onClose: () => void;
}

type Lookup = { readonly typed: string; readonly found: readonly Product[] };

function useStyleLookup(
  catalogue: CatalogueDatabase | undefined,
  typed: string,
  productType: string | undefined,
): Lookup | null {
  const [lookup, setLookup] = useState<Lookup | null>(null);
  useEffect(() => {
    // 001 §5: option lookups are skipped while the query is empty.
    if (!catalogue || typed.trim() === '') return undefined;
    let live = true;
    const timer = setTimeout(() => {
      void lookupStyles(catalogue, typed, productType).then((found) => {
        if (live) setLookup({ typed, found });
      });
    }, PRODUCT_ADD_LOOKUP_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [catalogue, typed, productType]);
  return lookup && lookup.typed === typed ? lookup : null;
}

export function AddLineDialog({ catalogue, productType, onAdd, onClose }: AddLineDialogProps) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<Selection>(new Set());
  const [busy, setBusy] = useState(false);
  const lookup = useStyleLookup(catalogue, typed, productType);
  const found = lookup?.found ?? [];
  const chosen = picked === 'all' ? found : found.filter((product) => picked.has(product.id));

  const add = async () => {
    setBusy(true);
    try {
      await onAdd(chosen);
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      title={<FormattedMessage id="labels.orderDetail.addTitle" />}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="md"
      testId="order-add-line-dialog"
    >
      <div className="od-add">
        <TextInput
          name="style"
          autoFocus
          label={<FormattedMessage id="labels.orderDetail.styleLookup" />}
          hint={<FormattedMessage id="labels.orderDetail.styleLookupHint" />}
          value={typed}
          onChange={setTyped}
        />
        {lookup && found.length === 0 && (
          <p role="status" className="od-note">
            {/* 001 §8: 'No style/color data found' on an empty colour lookup. */}
            <FormattedMessage id="msgCodes.orderDetail.noStyleColor" />
          </p>
        )}
        {found.length > 0 && (
          <ListBox
            aria-label={intl.formatMessage({ id: 'labels.orderDetail.lookupResults' })}
            className="od-lookup"
            selectionMode="multiple"
            selectedKeys={picked}
            onSelectionChange={setPicked}
            items={found}
          >
            {(p) => (
              <ListBoxItem id={p.id} textValue={`${p.id} ${p.name}`} className="od-lookup-item">
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
          isDisabled={busy || chosen.length === 0}
        >
          <FormattedMessage id="buttons.orderDetail.add" />
        </Button>
      </div>
    </AppDialog>
  );
}
