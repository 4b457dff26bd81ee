// The frame of a form in a dialog: title, fields, Save and Cancel. Enter in a field saves (the
// form's submit button); Cancel and Escape ask 'Discard changes?' only when something changed
// (spec 000 §4 changed-field checking), else close at once. Save shows a busy state and
// closes only once the document is written.
import { useState, type ReactNode } from 'react';
import { Button, Form } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { AppDialog, type DialogSize } from '../AppDialog.tsx';
import type { DocumentForm, DocumentSchema } from './useDocumentForm.ts';
import './forms.css';

/** The parts of a `useDocumentForm` result the frame drives. */
export type FormControl = Pick<
  DocumentForm<DocumentSchema>,
  'submit' | 'isSubmitting' | 'saveFailed' | 'problems' | 'confirmDiscard' | 'reset'
>;

export interface FormDialogProps {
  readonly title: ReactNode;
  readonly isOpen: boolean;
  /** Closes the dialog: after a save, or a cancel the user confirmed. */
  readonly onClose: () => void;
  readonly form: FormControl;
  readonly children: ReactNode;
  readonly size?: DialogSize;
  /** Default 'Save'. */
  readonly saveLabel?: ReactNode;
  readonly testId?: string;
}

export function FormDialog({
  title,
  isOpen,
  onClose,
  form,
  children,
  size = 'md',
  saveLabel,
  testId,
}: FormDialogProps) {
  const [attempted, setAttempted] = useState(false);
  const problemCount = Object.keys(form.problems).length;

  const close = () => {
    setAttempted(false);
    onClose();
  };
  const save = async () => {
    setAttempted(true);
    if (await form.submit()) close();
  };
  const cancel = () => {
    if (form.isSubmitting) return;
    void form.confirmDiscard(() => {
      form.reset();
      close();
    });
  };

  return (
    <AppDialog
      title={title}
      isOpen={isOpen}
      size={size}
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      {...(testId ? { testId } : {})}
    >
      <Form
        className="stack"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="form-dialog-fields">{children}</div>
        {attempted && problemCount > 0 && (
          <p role="alert" className="form-dialog-alert">
            <FormattedMessage id="inputs.form.problemCount" values={{ count: problemCount }} />
          </p>
        )}
        {form.saveFailed && (
          <p role="alert" className="form-dialog-alert">
            <FormattedMessage id="inputs.form.saveFailed" />
          </p>
        )}
        <div className="dialog-actions">
          <Button className="btn btn-secondary" onPress={cancel} isDisabled={form.isSubmitting}>
            <FormattedMessage id="buttons.cancel" />
          </Button>
          <Button type="submit" className="btn btn-primary" isPending={form.isSubmitting}>
            {form.isSubmitting ? (
              <FormattedMessage id="buttons.form.saving" />
            ) : (
              (saveLabel ?? <FormattedMessage id="buttons.form.save" />)
            )}
          </Button>
        </div>
      </Form>
    </AppDialog>
  );
}
