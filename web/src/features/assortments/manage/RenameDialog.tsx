// Rename a style/colour of a static assortment (spec 000 §2 assortment screens "renaming a
// style/colour (reverted unless the answer is 'Success')", §7 renames: id, style, color,
// newStyle, newColor). The answer comes from the device: the new product must be in the
// catalogue on this device (of the assortment's product type) and not already in the
// assortment; otherwise nothing changes and the dialog says why. An accepted rename is one
// undo step of the grid (it keeps the row's own values and place).
import type { Product } from '@portal/shared';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import type { CatalogueDatabase } from '../../../db/catalogue.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import type { GridController } from '../../../grid/index.ts';
import { showToast, SUCCESS_TOAST_MS } from '../../../ui/toasts/queue.ts';
import { pricesOf, productIdOf, type AssortmentGridRow, type ProductPrices } from './rows.ts';
import type { RenameTarget } from './writes.ts';

export type RenameRefusal = 'renameNotFound' | 'renameOtherType' | 'renameExists' | 'renameSame';

/** The device's answer to a rename: the catalogue product, or why it is refused. */
export async function checkRename(
  catalogue: CatalogueDatabase,
  row: Pick<AssortmentGridRow, 'id'>,
  typed: { style: string; color: string },
  present: ReadonlySet<string>,
  productType: string | undefined,
): Promise<{ product: Product } | { refused: RenameRefusal }> {
  // The ids as typed, else upper-cased (the catalogue's spelling), as pasted ids are read.
  const asTyped = productIdOf(typed);
  const candidates = [...new Set([asTyped, asTyped.toUpperCase()])];
  if (candidates.includes(row.id)) return { refused: 'renameSame' };
  const records = await catalogue.productsById(candidates);
  const found = records.find((r) => r !== undefined);
  if (!found) return { refused: 'renameNotFound' };
  const product = found as unknown as Product;
  if (present.has(productIdOf(product))) return { refused: 'renameExists' };
  if (productType && productType !== 'All' && product.productType !== productType)
    return { refused: 'renameOtherType' };
  return { product };
}

export interface RenameDialogProps {
  readonly row: AssortmentGridRow;
  /** Checks and applies the rename; resolves with the refusal, or null when done. */
  readonly onRename: (next: { style: string; color: string }) => Promise<RenameRefusal | null>;
  readonly onClose: () => void;
}

export function RenameDialog({ row, onRename, onClose }: RenameDialogProps) {
  const [style, setStyle] = useState(row.style);
  const [color, setColor] = useState(row.color);
  const [refused, setRefused] = useState<RenameRefusal | null>(null);
  const [busy, setBusy] = useState(false);
  const next = { style: style.trim(), color: color.trim() };

  const apply = async () => {
    setBusy(true);
    try {
      const answer = await onRename(next);
      setRefused(answer);
      if (!answer) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      title={<FormattedMessage id="labels.assortmentGrid.renameTitle" />}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      testId="assortment-rename-dialog"
    >
      <div className="am-cells-form">
        <p className="am-cells-count">
          <FormattedMessage
            id="labels.assortmentGrid.renameFrom"
            values={{ id: row.id, name: row.name ?? '' }}
          />
        </p>
        <TextInput
          name="style"
          autoFocus
          label={<FormattedMessage id="labels.assortmentGrid.newStyle" />}
          value={style}
          onChange={(value) => {
            setStyle(value);
            setRefused(null);
          }}
        />
        <TextInput
          name="color"
          label={<FormattedMessage id="labels.assortmentGrid.newColor" />}
          value={color}
          onChange={(value) => {
            setColor(value);
            setRefused(null);
          }}
        />
        {refused && (
          <p className="am-cells-problem" role="alert">
            <FormattedMessage
              id={`msgCodes.assortmentGrid.${refused}`}
              values={{ id: productIdOf(next) }}
            />
          </p>
        )}
      </div>
      <div className="dialog-actions">
        <Button className="btn btn-secondary" onPress={onClose}>
          <FormattedMessage id="buttons.cancel" />
        </Button>
        <Button
          className="btn btn-primary"
          onPress={() => void apply()}
          isDisabled={busy || next.style === '' || next.color === ''}
        >
          <FormattedMessage id="buttons.assortmentGrid.rename" />
        </Button>
      </div>
    </AppDialog>
  );
}

export interface RenameButtonProps {
  readonly controller: GridController<AssortmentGridRow> | null;
  /** The rows selected; Rename works on exactly one. */
  readonly selected: readonly AssortmentGridRow[];
  readonly present: ReadonlySet<string>;
  readonly catalogue: CatalogueDatabase | undefined;
  readonly productType: string | undefined;
  readonly locationCode: string;
  /** The rows' cost and suggested retail (minor units) at the assortment's location. */
  readonly prices: ReadonlyMap<string, ProductPrices>;
  /** What renamed row ids stand for, read by the screen's writes (writes.ts RenameTarget). */
  readonly targets: Map<string, RenameTarget>;
}

/** The toolbar's Rename and its dialog; an accepted rename is one undo step, then 'Success'. */
export function RenameButton(props: RenameButtonProps) {
  const { controller, selected, catalogue } = props;
  const [row, setRow] = useState<AssortmentGridRow | null>(null);
  const rename = async (typed: { style: string; color: string }) => {
    if (!catalogue || !controller || !row) return 'renameNotFound' as const;
    const answer = await checkRename(catalogue, row, typed, props.present, props.productType);
    if ('refused' in answer) return answer.refused;
    const { product } = answer;
    const to = productIdOf(product);
    const from = row.id;
    // Both ways, so an undo (the rename back) knows what the old id stands for.
    props.targets.set(to, {
      style: product.style,
      color: product.color,
      prices: pricesOf(product, props.locationCode),
    });
    const before = props.prices.get(from);
    props.targets.set(from, {
      style: row.style,
      color: row.color,
      ...(before ? { prices: before } : {}),
    });
    controller.renameRow(from, to);
    await controller.queue.flush();
    showToast(
      'success',
      { id: 'msgCodes.assortmentGrid.renamed', values: { from, to } },
      { timeout: SUCCESS_TOAST_MS },
    );
    return null;
  };
  return (
    <>
      <Button
        className="btn btn-secondary"
        onPress={() => setRow(selected[0] ?? null)}
        isDisabled={!controller || !catalogue || selected.length !== 1}
      >
        <FormattedMessage id="buttons.assortmentGrid.rename" />
      </Button>
      {row && <RenameDialog row={row} onRename={rename} onClose={() => setRow(null)} />}
    </>
  );
}
