// Status changes of a manage screen (spec 000 §4 "Library items: Pending, Published,
// Unpublished, Deleted … Status changes are sent as updates and the grid refreshes"): a device
// update of the selected items (the sync pushes it, the grid's live query drops them from this
// view), after the confirmation prompt of §4. Publishing first checks spec 000 §5 "Library
// publish requirements" on each item (`publishProblems`); the server checks again.
import {
  publishFieldLabelId,
  publishProblemMessageId,
  publishProblems,
  type LibraryItemType,
  type LibraryStatus,
  type PublishProblem,
} from '@portal/shared';
import type { IntlShape } from 'react-intl';
import { patchDocuments } from '../../../db/actions.ts';
import { confirmAction } from '../../../ui/confirm/confirm-store.ts';
import type { ManageRow } from './columns.ts';

/** The status actions, in toolbar order; each view offers the ones leaving it. */
export const STATUS_ACTIONS: readonly { status: LibraryStatus; buttonId: string }[] = [
  { status: 'Published', buttonId: 'buttons.libraryManage.publish' },
  { status: 'Unpublished', buttonId: 'buttons.libraryManage.unpublish' },
  { status: 'Pending', buttonId: 'buttons.libraryManage.toPending' },
  { status: 'Deleted', buttonId: 'buttons.libraryManage.delete' },
];

export interface PublishRefusal {
  readonly item: ManageRow;
  readonly problems: readonly PublishProblem[];
}

/** The selected items that may not be published yet, with what each lacks. */
export function publishRefusals(
  type: LibraryItemType,
  items: readonly ManageRow[],
): PublishRefusal[] {
  return items.flatMap((item) => {
    const problems = publishProblems(type, item);
    return problems.length > 0 ? [{ item, problems }] : [];
  });
}

/** The refusal as one translated text: the count, then one line per item and problem. */
export function refusalText(intl: IntlShape, refusals: readonly PublishRefusal[]): string {
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const lines = refusals.flatMap(({ item, problems }) =>
    problems.map(
      (problem) =>
        `${item.name}: ${t(publishProblemMessageId(problem), { field: t(publishFieldLabelId(problem.field)) })}`,
    ),
  );
  return [t('msgCodes.libraries.publish.refused', { count: lines.length }), ...lines].join('\n');
}

/** spec 000 §4 confirmation prompt: 'Are You Sure?' and what the change does. */
export function confirmStatusChange(status: LibraryStatus, count: number): Promise<boolean> {
  return confirmAction({
    title: { id: 'labels.libraryManage.confirmTitle' },
    description: { id: `labels.libraryManage.confirm.${status}`, values: { count } },
    labelYes: { id: 'buttons.libraryManage.confirmYes' },
    labelNo: { id: 'buttons.libraryManage.confirmNo' },
    tone: status === 'Deleted' ? 'danger' : 'default',
  });
}

/** Writes the new status on the device; returns how many items changed. */
export async function setLibraryStatus(
  items: readonly ManageRow[],
  status: LibraryStatus,
  now: string,
): Promise<number> {
  const ids = items.filter((item) => item.status !== status).map((item) => item.id);
  if (ids.length === 0) return 0;
  const changed = await patchDocuments('libraryItems', ids, { status, modifiedDate: now });
  return changed.length;
}
