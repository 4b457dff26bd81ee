// The manage toolbar's Working File Merge (spec 000 §2 dialogs; an advertising logo says
// Source File Merge): with two or more items selected, after the confirmation prompt, the first
// selected item takes every file of the others as working (source) files and the others are
// deleted (./file-operations.ts planMerge; decision 0046). A device write: works offline.
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { confirmAction } from '../../../../ui/confirm/confirm-store.ts';
import type { ManageRow } from '../columns.ts';
import type { ManageLibrary } from '../config.ts';
import { planMerge } from './file-operations.ts';
import { runFilePlan } from './run-plan.ts';

/** Logos call their working files source files (spec 000 §2). */
export const mergeKind = (library: Pick<ManageLibrary, 'type'>) =>
  library.type === 'AdvertisingLogo' ? 'source' : 'working';

export function MergeFilesButton(props: {
  readonly library: ManageLibrary;
  readonly rows: readonly ManageRow[];
}) {
  const intl = useIntl();
  const kind = mergeKind(props.library);
  const [keeper, ...others] = props.rows;

  const merge = async () => {
    if (!keeper || others.length === 0) return;
    const yes = await confirmAction({
      title: { id: `labels.libraryFiles.merge.title.${kind}` },
      description: {
        id: `labels.libraryFiles.merge.confirm.${kind}`,
        values: { count: others.length, name: keeper.name },
      },
      labelYes: { id: 'buttons.libraryFiles.merge' },
      labelNo: { id: 'buttons.libraryManage.confirmNo' },
      tone: 'danger',
    });
    if (!yes) return;
    const now = new Date().toISOString();
    await runFilePlan(intl, planMerge(props.rows, { now, newId: () => crypto.randomUUID() }), now, {
      id: 'labels.libraryFiles.merge.done',
      values: { count: others.length, name: keeper.name },
    });
  };

  return (
    <Button
      className="btn btn-secondary"
      isDisabled={others.length === 0}
      onPress={() => void merge()}
    >
      <FormattedMessage id={`buttons.libraryFiles.mergeOpen.${kind}`} />
    </Button>
  );
}
