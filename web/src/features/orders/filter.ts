// The order lists' filter bar (spec 000 §2 mechanics, state in the URL; spec 001 §3 order
// fields): status, product type and requester, on top of the list's own selector. One bar for
// every list; the requester lookup offers the people of the device's orders of the list's kind.
import { ORDER_STATUSES, PRODUCT_TYPES } from '@portal/shared';
import type {
  FilterBarDefinition,
  FilterOption,
  FilterQueryMapping,
  MangoSelector,
} from '@portal/shared';
import { statusLabelId } from './labels.ts';

export const orderListFilterBar: FilterBarDefinition = {
  id: 'order-lists',
  modules: [
    {
      id: 'orders',
      labelId: 'labels.orderLists.filter.module',
      allowMultiple: true,
      groups: [
        {
          id: 'status',
          labelId: 'labels.orderLists.filter.status',
          allowMultiple: true,
          filters: [
            {
              key: 'status',
              labelId: 'labels.orderLists.filter.status',
              kind: 'select',
              allowMultiple: true,
              options: {
                from: 'static',
                options: ORDER_STATUSES.map((value) => ({ value, labelId: statusLabelId(value) })),
              },
            },
          ],
        },
        {
          id: 'productType',
          labelId: 'labels.orderLists.filter.productType',
          allowMultiple: true,
          filters: [
            {
              key: 'productType',
              labelId: 'labels.orderLists.filter.productType',
              kind: 'select',
              allowMultiple: true,
              options: {
                from: 'static',
                options: PRODUCT_TYPES.map((value) => ({ value, label: value })),
              },
            },
          ],
        },
        {
          id: 'requester',
          labelId: 'labels.orderLists.filter.requester',
          allowMultiple: false,
          filters: [
            {
              key: 'requester',
              labelId: 'labels.orderLists.filter.requester',
              placeholderId: 'labels.orderLists.filter.requesterPlaceholder',
              kind: 'select',
              allowMultiple: false,
              options: { from: 'lookup', typed: true },
            },
          ],
        },
      ],
    },
  ],
};

export const orderListFilterMapping: FilterQueryMapping = {
  status: { field: 'status' },
  productType: { field: 'productType' },
  requester: { field: 'requesterCode' },
};

/** The list's selector narrowed by the bar's (both must hold). */
export function withFilter(list: MangoSelector, filter: MangoSelector): MangoSelector {
  return Object.keys(filter).length === 0 ? list : { $and: [list, filter] };
}

interface Requester {
  readonly requesterCode: string;
  readonly requesterName?: string | undefined;
}

/** The requesters whose name or code holds the typed text, each once, by name. */
export function requesterOptions(orders: readonly Requester[], typed: string): FilterOption[] {
  const needle = typed.trim().toLowerCase();
  const byCode = new Map<string, { label: string; count: number }>();
  for (const o of orders) {
    const label = o.requesterName ? `${o.requesterName} (${o.requesterCode})` : o.requesterCode;
    if (!label.toLowerCase().includes(needle)) continue;
    const seen = byCode.get(o.requesterCode);
    byCode.set(o.requesterCode, { label, count: (seen?.count ?? 0) + 1 });
  }
  return [...byCode]
    .map(([value, { label, count }]) => ({ value, label, count }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
