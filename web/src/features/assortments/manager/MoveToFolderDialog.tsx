// "Move to folder" (our stand-in for dragging rows between folders, spec 000 §2 "the
// assortments list is a tree of folders and items"): the chosen rows go into one folder or the
// top level; a folder takes its contents along.
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { SelectField } from '../../../ui/forms/index.ts';
import { folderPath, startsWith, type AssortmentRow } from './rows.ts';

interface Props {
  readonly rows: readonly AssortmentRow[];
  readonly folders: readonly AssortmentRow[];
  readonly onMove: (target: readonly string[]) => void;
  readonly onClose: () => void;
}

const TOP = '[]';

export function MoveToFolderDialog({ rows, folders, onMove, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const moving = rows.filter((r) => r.type === 'folder').map(folderPath);
  // A folder cannot go into itself or below itself.
  const targets = folders
    .map(folderPath)
    .filter((path) => !moving.some((m) => startsWith(path, m)))
    .sort((a, b) => a.join('/').localeCompare(b.join('/')));
  const [target, setTarget] = useState<string>(TOP);
  const options = [
    { value: TOP, label: t('labels.assortments.topLevel') },
    ...targets.map((path) => ({ value: JSON.stringify(path), label: path.join(' / ') })),
  ];
  return (
    <AppDialog
      title={t('labels.assortments.moveTitle')}
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      testId="move-dialog"
    >
      <SelectField
        label={t('labels.assortments.folder')}
        options={options}
        value={target}
        onChange={(value) => setTarget(value ?? TOP)}
      />
      <div className="dialog-actions">
        <Button className="btn btn-secondary" onPress={onClose}>
          <FormattedMessage id="buttons.cancel" />
        </Button>
        <Button
          className="btn btn-primary"
          onPress={() => {
            onMove(JSON.parse(target) as string[]);
            onClose();
          }}
        >
          <FormattedMessage id="buttons.assortments.move" />
        </Button>
      </div>
    </AppDialog>
  );
}
