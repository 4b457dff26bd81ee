// The selection's export actions for the product library's toolbar (spec 000 §9; 001 §4): the
// XLSX of the selected products and a ZIP of their images (full size, small, or each
// product's hero only), both through the downloads queue with progress and Cancel, offline.
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useProductDocuments, type ZipChoice } from './useProductDocuments.ts';
import type { ProductDocumentDeps } from './product-documents.ts';
import './export.css';

const ZIP_CHOICES: readonly { id: string; text: string; choice: ZipChoice }[] = [
  { id: 'full', text: 'products.export.imagesFull', choice: { small: false, heroOnly: false } },
  { id: 'small', text: 'products.export.imagesSmall', choice: { small: true, heroOnly: false } },
  { id: 'hero', text: 'products.export.imagesHero', choice: { small: false, heroOnly: true } },
];

interface Props {
  /** The selected products' ids, in the list's order. */
  readonly selectedIds: readonly string[];
  /** The location whose line and currency the XLSX shows. */
  readonly locationCode: string | undefined;
  readonly deps?: ProductDocumentDeps;
}

export function SelectionExports({ selectedIds, locationCode, deps }: Props) {
  const intl = useIntl();
  const documents = useProductDocuments(locationCode, deps);
  const none = selectedIds.length === 0;
  return (
    <div
      className="pdx-actions"
      role="group"
      aria-label={intl.formatMessage(
        { id: 'products.export.actions' },
        { count: selectedIds.length },
      )}
    >
      <Button
        className="btn btn-secondary"
        isDisabled={none}
        onPress={() => void documents.exportXlsx(selectedIds)}
        data-testid="products-export-xlsx"
      >
        <FormattedMessage id="products.export.exportXlsx" />
      </Button>
      <MenuTrigger>
        <Button className="btn btn-secondary" isDisabled={none} data-testid="products-export-zip">
          <FormattedMessage id="products.export.downloadImages" />
        </Button>
        <Popover className="pdx-popover" placement="bottom end">
          <Menu
            className="pdx-menu"
            onAction={(key) => {
              const chosen = ZIP_CHOICES.find((c) => c.id === key);
              if (chosen) void documents.exportZip(selectedIds, chosen.choice);
            }}
          >
            {ZIP_CHOICES.map((c) => (
              <MenuItem
                key={c.id}
                id={c.id}
                className="pdx-menu-item"
                data-testid={`products-export-zip-${c.id}`}
              >
                <FormattedMessage id={c.text} />
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
}
