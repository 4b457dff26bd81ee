// The product library's toolbar (spec 000 §2): the sort (Newest, Name, Style), the view type
// (grid or tiles), and the selection's count with its actions. Segmented buttons: one press on
// a tablet, 44 px targets.
import { PRODUCT_SORTS, type ProductSort } from '@portal/shared';
import type { ReactNode } from 'react';
import { Button, ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { VIEW_TYPES, type ViewType } from './view-settings.ts';

function only<T extends string>(keys: Set<Key>, allowed: readonly T[]): T | undefined {
  const [key] = [...keys];
  return allowed.find((a) => a === key);
}

export function LibraryToolbar(props: {
  readonly sort: ProductSort;
  readonly onSort: (sort: ProductSort) => void;
  readonly view: ViewType;
  readonly onView: (view: ViewType) => void;
  readonly selectedCount: number;
  readonly onClearSelection: () => void;
  /** The selection's actions (export) and the open product's (details, tear sheet). */
  readonly children?: ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className="pl-toolbar" role="toolbar" aria-label={t('products.library.toolbar')}>
      <div className="pl-toolbar-group">
        <span className="pl-toolbar-label" id="pl-sort-label">
          <FormattedMessage id="products.library.sortLabel" />
        </span>
        <ToggleButtonGroup
          className="pl-segments"
          aria-labelledby="pl-sort-label"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[props.sort]}
          onSelectionChange={(keys) => {
            const sort = only(keys, PRODUCT_SORTS);
            if (sort) props.onSort(sort);
          }}
        >
          {PRODUCT_SORTS.map((sort) => (
            <ToggleButton key={sort} id={sort} className="pl-segment">
              <FormattedMessage id={`products.library.sort.${sort}`} />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      <div className="pl-toolbar-group">
        <span className="pl-toolbar-label" id="pl-view-label">
          <FormattedMessage id="products.library.viewLabel" />
        </span>
        <ToggleButtonGroup
          className="pl-segments"
          aria-labelledby="pl-view-label"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[props.view]}
          onSelectionChange={(keys) => {
            const view = only(keys, VIEW_TYPES);
            if (view) props.onView(view);
          }}
        >
          {VIEW_TYPES.map((view) => (
            <ToggleButton key={view} id={view} className="pl-segment">
              <FormattedMessage id={`products.library.view.${view}`} />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      <div className="pl-toolbar-group pl-selection">
        <span aria-live="polite" data-testid="product-selection-count">
          <FormattedMessage
            id="products.library.selected"
            values={{ count: props.selectedCount }}
          />
        </span>
        <Button
          className="btn btn-secondary"
          isDisabled={props.selectedCount === 0}
          onPress={props.onClearSelection}
        >
          <FormattedMessage id="buttons.productLibrary.clearSelection" />
        </Button>
        {props.children}
      </div>
    </div>
  );
}
