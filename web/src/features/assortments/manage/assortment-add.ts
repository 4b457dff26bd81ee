// Adding products to and removing rows from a static assortment (spec 000 §2 assortment
// screens; §4 "Adding or removing items at or above the long-wait threshold shows a blocking
// overlay and a toast counting the items"; §8 'N Item(s) added to assortment', 'N Items
// added/removed'; §9 the success toast only under the threshold). The rows go through the
// grid's controller, so each add or removal is one undo step and saved like any edit.
import type { Product } from '@portal/shared';
import { LONG_WAIT_ITEM_COUNT } from '@portal/shared/constants.ts';
import type { CatalogueDatabase } from '../../../db/catalogue.ts';
import type { GridController } from '../../../grid/index.ts';
import { withBlocker } from '../../../ui/blocker/blocker-store.ts';
import { confirmAction } from '../../../ui/confirm/confirm-store.ts';
import { closeToast, showToast, SUCCESS_TOAST_MS } from '../../../ui/toasts/queue.ts';
import { planAdd, type AddPlan } from './add.ts';
import { toGridRow, type AssortmentGridRow } from './rows.ts';

/** spec 000 §8 'You are about to delete one … row' (or n of them) plus a warning. */
const confirmRemove = (count: number) =>
  confirmAction({
    title:
      count === 1
        ? { id: 'labels.assortmentGrid.removeOne' }
        : { id: 'labels.assortmentGrid.removeMany', values: { count } },
    description: { id: 'labels.assortmentGrid.removeWarning' },
    labelYes: { id: 'buttons.assortmentGrid.remove' },
    labelNo: { id: 'buttons.cancel' },
    tone: 'danger',
  });

/**
 * Runs a change of `count` items: at the long-wait threshold or above, behind the blocker with
 * a toast counting them (closed when done); below it, followed by the success toast.
 */
async function withLongWait(
  count: number,
  counting: string,
  success: string,
  change: () => Promise<void>,
): Promise<void> {
  if (count < LONG_WAIT_ITEM_COUNT) {
    await change();
    showToast('success', { id: success, values: { count } }, { timeout: SUCCESS_TOAST_MS });
    return;
  }
  const toast = showToast('info', { id: counting, values: { count } }, { persist: true });
  try {
    await withBlocker(change);
  } finally {
    closeToast(toast);
  }
}

export interface AssortmentAddDeps {
  readonly catalogue: CatalogueDatabase | undefined;
  readonly controller: GridController<AssortmentGridRow> | null;
  /** The rows the assortment has now (ids skipped as already present). */
  readonly rows: readonly AssortmentGridRow[];
  readonly productType: string | undefined;
  readonly locationCode: string;
  readonly decimals: number;
}

/** Reports a plan's unread, unknown and already present ids; true when something is to add. */
function reportPlan(plan: AddPlan): boolean {
  if (plan.unreadable) {
    showToast('error', { id: 'msgCodes.assortmentGrid.unreadableIds' });
    return false;
  }
  if (plan.unknown.length > 0)
    showToast('warning', {
      id: 'msgCodes.assortmentGrid.notFound',
      values: { count: plan.unknown.length, ids: plan.unknown.join(', ') },
    });
  if (plan.present > 0)
    showToast('info', {
      id: 'msgCodes.assortmentGrid.alreadyPresent',
      values: { count: plan.present },
    });
  return plan.products.length > 0;
}

/** Catalogue products as one add (none already present), counted as `plan.present`. */
export function planFound(products: readonly Product[], present: ReadonlySet<string>): AddPlan {
  const seen = new Set(present);
  const adding: Product[] = [];
  for (const product of products) {
    if (seen.has(product.id)) continue;
    seen.add(product.id);
    adding.push(product);
  }
  const already = products.filter((p) => present.has(p.id)).length;
  return { products: adding, unknown: [], present: already, unreadable: false };
}

export function assortmentAdd(deps: AssortmentAddDeps) {
  const { catalogue, controller, rows } = deps;
  const present = () => new Set(rows.map((r) => r.id));

  /** Adds what a plan says to add, as one undo step. */
  const addPlanned = async (plan: AddPlan) => {
    if (!controller || !reportPlan(plan)) return;
    const added = plan.products.map((p) =>
      toGridRow({ style: p.style, color: p.color }, p, deps.locationCode, deps.decimals),
    );
    await withLongWait(
      added.length,
      'msgCodes.assortmentGrid.addingItems',
      'msgCodes.assortmentGrid.itemsAdded',
      async () => {
        controller.addRows(added);
        await controller.queue.flush();
      },
    );
  };

  return {
    /** Pasted or typed ids and the style lookup's picks (AddProductsDialog). */
    async addIds(text: string, picked: readonly string[]) {
      if (!catalogue) return;
      await addPlanned(
        await planAdd(catalogue, [text, ...picked].join('\n'), present(), deps.productType),
      );
    },
    /** Products found in the library search panel. */
    async addProducts(products: readonly Product[]) {
      await addPlanned(planFound(products, present()));
    },
    /** Removes chosen rows after the prompt; `remove` deletes them through the grid. */
    async removeRows(chosen: readonly AssortmentGridRow[], remove: () => void) {
      if (chosen.length === 0 || !(await confirmRemove(chosen.length))) return;
      await withLongWait(
        chosen.length,
        'msgCodes.assortmentGrid.removingItems',
        'msgCodes.assortmentGrid.itemsAddedRemoved',
        async () => {
          remove();
          await controller?.queue.flush();
        },
      );
    },
  };
}
