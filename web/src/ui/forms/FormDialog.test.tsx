// A document form in a dialog, on the real coordinator assignment schema (spec 001 §3):
// problems on the fields and translated, the parsed document handed to the caller, Enter saves,
// and leaving asks 'Discard changes?' only when something changed (spec 000 §4 confirmation
// prompt with changed-field checking).
import {
  coordinatorAssignmentSchema,
  type CoordinatorAssignment,
} from '@portal/shared/entities/coordinator-assignment.ts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmPrompt } from '../confirm/ConfirmPrompt.tsx';
import { confirmStore } from '../confirm/confirm-store.ts';
import { FormDialog } from './FormDialog.tsx';
import { SelectField } from './SelectField.tsx';
import { TextField } from './TextField.tsx';
import { renderIn } from './testing.tsx';
import { useDocumentForm, type FormValues } from './useDocumentForm.ts';

type Values = FormValues<typeof coordinatorAssignmentSchema>;
const NEW: Values = { id: 'ca-1', _deleted: false, coordinatorCode: '', requesterCode: '' };
const STATUSES = [
  { value: 'Active', label: 'Active' },
  { value: 'Inactive', label: 'Inactive' },
] as const;

/** What the caller saw: documents handed to it, and how often it was asked to close. */
class Probe {
  readonly saved: CoordinatorAssignment[] = [];
  closed = 0;
  readonly save = (doc: CoordinatorAssignment): void => {
    this.saved.push(doc);
  };
  readonly close = (): void => {
    this.closed += 1;
  };
}

function AssignmentDialog({
  initial,
  probe,
  onSubmit,
}: {
  readonly initial: Values;
  readonly probe: Probe;
  readonly onSubmit?: (doc: CoordinatorAssignment) => Promise<void>;
}) {
  const [open, setOpen] = useState(true);
  const form = useDocumentForm({
    schema: coordinatorAssignmentSchema,
    initial,
    onSubmit: onSubmit ?? probe.save,
  });
  return (
    <>
      {open && (
        <FormDialog
          title="Coordinator assignment"
          isOpen
          form={form}
          onClose={() => {
            probe.close();
            setOpen(false);
          }}
        >
          <TextField
            label="Coordinator code"
            isRequired
            autoFocus
            {...form.field('coordinatorCode')}
          />
          <TextField label="Requester code" isRequired {...form.field('requesterCode')} />
          <SelectField label="Status" options={STATUSES} {...form.field('status')} />
        </FormDialog>
      )}
      <ConfirmPrompt />
    </>
  );
}

const dialog = () => screen.queryByRole('dialog', { name: 'Coordinator assignment' });
const field = (name: string) => screen.getByRole('textbox', { name });

afterEach(() => act(() => confirmStore.no()));

describe('[000 §4 confirmation prompt] leaving a form', () => {
  it('a clean form closes at once on Cancel, without asking', async () => {
    const probe = new Probe();
    await renderIn('en-US', <AssignmentDialog initial={NEW} probe={probe} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(probe.closed).toBe(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(dialog()).toBeNull();
  });

  it('a changed form asks Discard changes?; Keep editing keeps the values, Discard closes', async () => {
    const probe = new Probe();
    await renderIn('en-US', <AssignmentDialog initial={NEW} probe={probe} />);
    await userEvent.type(field('Coordinator code'), 'C-7');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(prompt).toHaveTextContent('You have changes that are not saved.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(probe.closed).toBe(0);
    expect(field('Coordinator code')).toHaveValue('C-7');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(probe.closed).toBe(1);
    expect(probe.saved).toEqual([]);
  });

  it('typing a value back to what it was leaves nothing to discard', async () => {
    const probe = new Probe();
    const existing = { ...NEW, coordinatorCode: 'C-1', requesterCode: 'R-1' };
    await renderIn('en-US', <AssignmentDialog initial={existing} probe={probe} />);
    await userEvent.type(field('Coordinator code'), '2{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(probe.closed).toBe(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Escape asks when the form changed and closes at once when it did not', async () => {
    const probe = new Probe();
    await renderIn('en-US', <AssignmentDialog initial={NEW} probe={probe} />);
    await userEvent.type(field('Requester code'), 'R-9');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).toBeVisible();
    await userEvent.keyboard('{Escape}'); // closes the prompt only: keep editing
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(dialog()).toBeInTheDocument();
    await userEvent.clear(field('Requester code'));
    await userEvent.keyboard('{Escape}');
    expect(probe.closed).toBe(1);
  });
});

describe('[000 §5] saving a form validates with the entity’s shared schema', () => {
  it('refuses an invalid document: problems on the fields, onSubmit not called', async () => {
    const probe = new Probe();
    await renderIn('en-US', <AssignmentDialog initial={NEW} probe={probe} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('2 fields need your attention.');
    expect(field('Coordinator code')).toHaveAccessibleDescription('Required');
    expect(field('Requester code')).toHaveAccessibleDescription('Required');
    expect(probe.saved).toEqual([]);
    expect(dialog()).toBeInTheDocument();
  });

  it('Enter saves the parsed document (defaults applied, unknown fields stripped) and closes', async () => {
    const probe = new Probe();
    // A field the schema does not know (an older document's leftover) is not saved.
    const legacy = { ...NEW, legacyField: 'dropped' };
    const initial: Values = legacy;
    await renderIn('en-US', <AssignmentDialog initial={initial} probe={probe} />);
    await userEvent.type(field('Coordinator code'), 'C-1');
    await userEvent.type(field('Requester code'), 'R-1{Enter}');
    await waitFor(() => expect(probe.closed).toBe(1));
    expect(probe.saved).toEqual([
      {
        id: 'ca-1',
        _deleted: false,
        coordinatorCode: 'C-1',
        requesterCode: 'R-1',
        status: 'Active',
      },
    ]);
  });

  it('shows a field’s problem once the user leaves it, before any save', async () => {
    const probe = new Probe();
    await renderIn('en-US', <AssignmentDialog initial={NEW} probe={probe} />);
    await userEvent.click(field('Coordinator code'));
    await userEvent.paste('C'.repeat(65));
    expect(screen.queryByText('Use at most 64 characters.')).toBeNull();
    await userEvent.tab();
    expect(field('Coordinator code')).toHaveAccessibleDescription('Use at most 64 characters.');
    // Fields the user has not reached yet stay quiet.
    expect(field('Requester code')).not.toHaveAttribute('aria-invalid');
  });

  it('is busy while the document is written, then closes', async () => {
    const probe = new Probe();
    let finish = () => {};
    const onSubmit = (doc: CoordinatorAssignment) =>
      new Promise<void>((resolve) => {
        probe.saved.push(doc);
        finish = resolve;
      });
    const existing = { ...NEW, coordinatorCode: 'C-1', requesterCode: 'R-1' };
    await renderIn(
      'en-US',
      <AssignmentDialog initial={existing} probe={probe} onSubmit={onSubmit} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const busy = screen.getByRole('button', { name: /Saving…/ });
    expect(busy).toHaveAttribute('data-pending', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(busy); // a second press while busy saves nothing more
    expect(probe.saved).toHaveLength(1);
    await act(async () => finish());
    await waitFor(() => expect(probe.closed).toBe(1));
  });

  it('stays open and says so when the write is refused', async () => {
    const probe = new Probe();
    const existing = { ...NEW, coordinatorCode: 'C-1', requesterCode: 'R-1' };
    await renderIn(
      'en-US',
      <AssignmentDialog
        initial={existing}
        probe={probe}
        onSubmit={() => Promise.reject(new Error('storage full'))}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your changes could not be saved. Please try again.',
    );
    expect(probe.closed).toBe(0);
  });

  it('speaks the user’s language (de-DE)', async () => {
    const probe = new Probe();
    await renderIn('de-DE', <AssignmentDialog initial={NEW} probe={probe} />);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByRole('alert')).toHaveTextContent('2 Felder müssen geprüft werden.');
    expect(field('Coordinator code')).toHaveAccessibleDescription('Pflichtfeld');
    await userEvent.type(field('Coordinator code'), 'C-1');
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' })).toBeVisible();
  });
});
