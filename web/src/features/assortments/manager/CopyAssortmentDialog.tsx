// Copy Assortment (spec 000 §2): tabs 'Duplicate for yourself' (a device write, offline too)
// and 'Copy for another user' (the server command assortment.copyForUser: only the server may
// write another user's assortment). The user lookup needs a connection; offline the dialog
// says so and the command waits in the queue like every command. §8 'Assortment Duplicated'.
import { useState } from 'react';
import { Button, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { runCommand } from '../../../db/actions.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { TextField } from '../../../ui/forms/index.ts';
import { showToast, SUCCESS_TOAST_MS } from '../../../ui/toasts/queue.ts';
import { useOnline } from '../../../ui/useOnline.ts';
import { UserComboField, type Person } from '../../coordinator-assignments/UserComboField.tsx';
import type { AssortmentRow } from './rows.ts';
import { MaxAssortmentsDialog, ownsMaxAssortments } from './MaxAssortmentsDialog.tsx';
import { duplicateForYourself, type Editor } from './writes.ts';

interface Props {
  readonly source: AssortmentRow;
  readonly editor: () => Editor;
  readonly onClose: () => void;
}

const duplicated = () =>
  showToast('success', { id: 'msgCodes.assortments.duplicated' }, { timeout: SUCCESS_TOAST_MS });

const noPeople = () => Promise.resolve([]);

export function CopyAssortmentDialog({ source, editor, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const online = useOnline();
  const [title, setTitle] = useState(source.title);
  const [person, setPerson] = useState<Person | null>(null);
  const [busy, setBusy] = useState(false);
  const [limitReached, setLimitReached] = useState(false);

  const duplicate = async () => {
    if (title.trim() === '') return;
    setBusy(true);
    try {
      if (await ownsMaxAssortments(editor().userCode)) {
        setLimitReached(true);
        return;
      }
      await duplicateForYourself(source, crypto.randomUUID(), title.trim(), editor());
      duplicated();
      onClose();
    } catch {
      showToast('error', { id: 'msgCodes.assortments.saveFailed' });
    } finally {
      setBusy(false);
    }
  };

  const copyForUser = async () => {
    if (!person || person.code.trim() === '') return;
    setBusy(true);
    try {
      const { outcome } = await runCommand('assortment.copyForUser', {
        assortmentId: source.id,
        newAssortmentId: crypto.randomUUID(),
        targetUserCode: person.code.trim(),
      });
      onClose();
      // The server answers when it is reached (at once online, after reconnecting offline).
      void outcome.then((end) => {
        if (end.state === 'done') duplicated();
        else if (end.state === 'refused')
          showToast('error', {
            id: 'msgCodes.assortments.copyRefused',
            values: { message: end.message ?? '' },
          });
      });
    } catch {
      showToast('error', { id: 'msgCodes.assortments.saveFailed' });
    } finally {
      setBusy(false);
    }
  };

  if (limitReached) return <MaxAssortmentsDialog onClose={onClose} />;
  return (
    <AppDialog
      title={t('labels.assortments.copyTitle')}
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="md"
      testId="copy-assortment-dialog"
    >
      <Tabs>
        <TabList aria-label={t('labels.assortments.copyTitle')} className="amg-tabs">
          <Tab id="self" className="amg-tab">
            <FormattedMessage id="labels.assortments.duplicateForYourself" />
          </Tab>
          <Tab id="other" className="amg-tab">
            <FormattedMessage id="labels.assortments.copyForAnotherUser" />
          </Tab>
        </TabList>
        <TabPanel id="self">
          <TextField
            label={t('labels.assortments.title')}
            isRequired
            value={title}
            onChange={setTitle}
          />
          <div className="dialog-actions">
            <Button className="btn btn-secondary" onPress={onClose}>
              <FormattedMessage id="buttons.cancel" />
            </Button>
            <Button
              className="btn btn-primary"
              onPress={() => void duplicate()}
              isDisabled={busy || title.trim() === ''}
            >
              <FormattedMessage id="buttons.assortments.duplicate" />
            </Button>
          </div>
        </TabPanel>
        <TabPanel id="other">
          {!online && (
            <p role="status" className="amg-note">
              <FormattedMessage id="labels.assortments.lookupNeedsConnection" />
            </p>
          )}
          <UserComboField
            label={t('labels.assortments.targetUser')}
            code={person?.code}
            name={person?.name}
            onChange={setPerson}
            family="assortments-copy-user"
            devicePeople={noPeople}
            isRequired
          />
          <div className="dialog-actions">
            <Button className="btn btn-secondary" onPress={onClose}>
              <FormattedMessage id="buttons.cancel" />
            </Button>
            <Button
              className="btn btn-primary"
              onPress={() => void copyForUser()}
              isDisabled={busy || !person || person.code.trim() === ''}
            >
              <FormattedMessage id="buttons.assortments.copy" />
            </Button>
          </div>
        </TabPanel>
      </Tabs>
    </AppDialog>
  );
}
