// An item's files dialog (spec 000 §7 library updates deleteFiles, moveFiles, updateFiles;
// 000 §4 confirmation prompt): each file with its usage type (Primary or Working File), a
// move to another item of the same library (a combo box of the library's items on the device)
// and delete. Each change is a device write (offline) through ./file-operations.ts; moving and
// deleting ask first.
import type { FileUsageType, LibraryFile } from '@portal/shared';
import { useMemo, useState } from 'react';
import {
  Button,
  ComboBox,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  ToggleButton,
  ToggleButtonGroup,
  type Key,
} from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLiveDocument, useLiveQuery } from '../../../../db/hooks.ts';
import { AppDialog } from '../../../../ui/AppDialog.tsx';
import { confirmAction } from '../../../../ui/confirm/confirm-store.ts';
import type { ManageRow } from '../columns.ts';
import type { ManageLibrary } from '../config.ts';
import { planDeleteFiles, planMoveFiles, planUsageType } from './file-operations.ts';
import { runFilePlan } from './run-plan.ts';

const USAGE_TYPES: readonly FileUsageType[] = ['Primary', 'Working File'];
const usageKey = (usage: FileUsageType) => (usage === 'Primary' ? 'primary' : 'working');

function FileRow(props: {
  readonly item: ManageRow;
  readonly file: LibraryFile;
  readonly targets: readonly ManageRow[];
}) {
  const { item, file, targets } = props;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const [target, setTarget] = useState<Key | null>(null);
  const now = () => new Date().toISOString();

  const setUsage = (usage: FileUsageType) => {
    const at = now();
    void runFilePlan(intl, planUsageType(item, file.id, usage, { now: at }), at, {
      id: 'labels.libraryFiles.usageChanged',
      values: { name: file.filename, usage: t(`labels.libraryFiles.usage.${usageKey(usage)}`) },
    });
  };

  const move = async () => {
    const to = targets.find((row) => row.id === target);
    if (!to) return;
    const yes = await confirmAction({
      title: { id: 'labels.libraryFiles.move.title' },
      description: {
        id: 'labels.libraryFiles.move.confirm',
        values: { name: file.filename, target: to.name },
      },
      labelYes: { id: 'buttons.libraryFiles.move' },
      labelNo: { id: 'buttons.libraryManage.confirmNo' },
    });
    if (!yes) return;
    const at = now();
    const plan = planMoveFiles(item, to, [file.id], { now: at, newId: () => crypto.randomUUID() });
    await runFilePlan(intl, plan, at, {
      id: 'labels.libraryFiles.move.done',
      values: { name: file.filename, target: to.name },
    });
  };

  const remove = async () => {
    const yes = await confirmAction({
      title: { id: 'labels.libraryManage.confirmTitle' },
      description: { id: 'labels.libraryFiles.delete.confirm', values: { name: file.filename } },
      labelYes: { id: 'buttons.libraryFiles.delete' },
      labelNo: { id: 'buttons.libraryManage.confirmNo' },
      tone: 'danger',
    });
    if (!yes) return;
    const at = now();
    await runFilePlan(intl, planDeleteFiles(item, [file.id]), at, {
      id: 'labels.libraryFiles.delete.done',
      values: { name: file.filename },
    });
  };

  return (
    <li className="lm-file" data-testid="asset-file">
      <span className="lm-file-name">{file.filename}</span>
      <ToggleButtonGroup
        className="lib-segments"
        aria-label={t('labels.libraryFiles.usageLabel', { name: file.filename })}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[file.usageType]}
        onSelectionChange={(keys) => {
          const next = USAGE_TYPES.find((u) => keys.has(u));
          if (next) setUsage(next);
        }}
      >
        {USAGE_TYPES.map((usage) => (
          <ToggleButton key={usage} id={usage} className="lib-segment">
            <FormattedMessage id={`labels.libraryFiles.usage.${usageKey(usage)}`} />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ComboBox
        className="field lm-file-move"
        selectedKey={target}
        onSelectionChange={setTarget}
        aria-label={t('labels.libraryFiles.move.label', { name: file.filename })}
      >
        <Input className="field-input" placeholder={t('labels.libraryFiles.move.placeholder')} />
        <Popover className="field-popover">
          <ListBox items={targets}>
            {(row) => (
              <ListBoxItem id={row.id} className="field-option" textValue={row.name}>
                {row.name}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <Button
        className="btn btn-secondary"
        isDisabled={target === null}
        onPress={() => void move()}
      >
        <FormattedMessage id="buttons.libraryFiles.move" />
      </Button>
      <Button className="btn btn-danger" onPress={() => void remove()}>
        <FormattedMessage id="buttons.libraryFiles.delete" />
      </Button>
    </li>
  );
}

export function AssetFilesDialog(props: {
  readonly library: ManageLibrary;
  readonly itemId: string;
  readonly onClose: () => void;
}) {
  const { doc: item } = useLiveDocument('libraryItems', props.itemId);
  const { docs } = useLiveQuery('libraryItems', {
    selector: { libraryType: props.library.type },
  });
  const targets = useMemo(
    () =>
      docs.filter((row) => row.id !== props.itemId).sort((a, b) => a.name.localeCompare(b.name)),
    [docs, props.itemId],
  );
  return (
    <AppDialog
      title={
        <FormattedMessage id="labels.libraryFiles.title" values={{ name: item?.name ?? '' }} />
      }
      isOpen
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      size="lg"
      testId="asset-files-dialog"
    >
      {item && item.files.length > 0 ? (
        <ul className="lm-files">
          {item.files.map((file) => (
            <FileRow key={file.id} item={item} file={file} targets={targets} />
          ))}
        </ul>
      ) : (
        <p role="status">
          <FormattedMessage id="labels.libraryFiles.none" />
        </p>
      )}
      <div className="dialog-actions">
        <Button className="btn btn-primary" onPress={props.onClose}>
          <FormattedMessage id="buttons.libraryFiles.close" />
        </Button>
      </div>
    </AppDialog>
  );
}
