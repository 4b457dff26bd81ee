// The tear sheet action (spec 000 §3 Assortment document: Tearsheet With Hero Image or
// Thumbnails Only): a menu of the two subtypes; the PDF is made on the device and saved through
// the downloads queue, offline too.
import type { Product } from '@portal/shared';
import { TEAR_SHEET_SUBTYPES, type TearSheetSubType } from '@portal/workers';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import type { ProductDocuments } from './useProductDocuments.ts';
import './export.css';

const SUBTYPE_TEXT: Readonly<Record<TearSheetSubType, string>> = {
  'With Hero Image': 'products.detail.tearSheetHero',
  'Thumbnails Only': 'products.detail.tearSheetThumbnails',
};

interface Props {
  readonly product: Product;
  readonly documents: Pick<ProductDocuments, 'tearSheet'>;
}

export function TearSheetMenu({ product, documents }: Props) {
  return (
    <MenuTrigger>
      <Button className="btn btn-secondary" data-testid="product-tearsheet">
        <FormattedMessage id="products.detail.tearSheet" />
      </Button>
      <Popover className="pdx-popover" placement="bottom end">
        <Menu
          className="pdx-menu"
          onAction={(key) => documents.tearSheet(product, key as TearSheetSubType)}
        >
          {TEAR_SHEET_SUBTYPES.map((subType) => (
            <MenuItem
              key={subType}
              id={subType}
              className="pdx-menu-item"
              data-testid={`product-tearsheet-${subType === 'With Hero Image' ? 'hero' : 'thumbnails'}`}
            >
              <FormattedMessage id={SUBTYPE_TEXT[subType]} />
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
