// Edit Cells (spec 000 §2 dialogs "Edit Cells (multi-field edit)"): one value into one
// editable column of every selected row. The value is typed as in a cell (the column's rule
// parses it; a label is picked from the assortment's labels); the screen writes it as one
// undo step. A refusal of the value itself is shown here; rows the pricing rules skip are
// toasted by the screen.
import type { CellRejection } from '@portal/shared';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GridColumn } from '../../../grid/index.ts';
import { refusalMessage } from '../../../grid/components/messages.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { SelectField } from '../../../ui/forms/SelectField.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import type { AssortmentGridRow } from './rows.ts';
import './cells.css';

export interface EditCellsDialogProps {
  /** The editable columns, in grid order. */
  readonly columns: readonly GridColumn<AssortmentGridRow>[];
  /** How many rows the selection covers. */
  readonly rowCount: number;
  /** Writes the text into the column of the selected rows; a refusal keeps the dialog open. */
  readonly onApply: (columnId: string, text: string) => Promise<CellRejection | null>;
  readonly onClose: () => void;
}

export function EditCellsDialog({ columns, rowCount, onApply, onClose }: EditCellsDialogProps) {
  const intl = useIntl();
  const [columnId, setColumnId] = useState<string | undefined>(columns[0]?.id);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<CellRejection | null>(null);
  const [busy, setBusy] = useState(false);
  const column = columns.find((c) => c.id === columnId);
  const choices = column?.rule.options;

  const apply = async () => {
    if (!column) return;
    setBusy(true);
    try {
      const refused = await onApply(column.id, text);
      setProblem(refused);
      if (!refused) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      title={<FormattedMessage id="labels.assortmentGrid.editCellsTitle" />}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      testId="assortment-edit-cells-dialog"
    >
      <div className="am-cells-form">
        <p className="am-cells-count">
          <FormattedMessage id="labels.assortmentGrid.editCellsRows" values={{ count: rowCount }} />
        </p>
        <SelectField<string>
          label={intl.formatMessage({ id: 'labels.assortmentGrid.editCellsColumn' })}
          options={columns.map((c) => ({ value: c.id, label: c.header }))}
          value={columnId}
          onChange={(next) => {
            setColumnId(next);
            setText('');
            setProblem(null);
          }}
          isRequired
        />
        {choices ? (
          <SelectField<string>
            label={intl.formatMessage({ id: 'labels.assortmentGrid.editCellsValue' })}
            options={choices.map((name) => ({ value: name, label: name }))}
            value={text === '' ? undefined : text}
            onChange={(next) => setText(next ?? '')}
            isClearable
          />
        ) : (
          <TextInput
            key={columnId}
            name="value"
            autoFocus
            label={<FormattedMessage id="labels.assortmentGrid.editCellsValue" />}
            hint={<FormattedMessage id="labels.assortmentGrid.editCellsHint" />}
            value={text}
            onChange={(next) => {
              setText(next);
              setProblem(null);
            }}
          />
        )}
        {problem && (
          <p className="am-cells-problem" role="alert">
            {refusalMessage(intl, problem)}
          </p>
        )}
      </div>
      <div className="dialog-actions">
        <Button className="btn btn-secondary" onPress={onClose}>
          <FormattedMessage id="buttons.cancel" />
        </Button>
        <Button
          className="btn btn-primary"
          onPress={() => void apply()}
          isDisabled={busy || !column || rowCount === 0}
        >
          <FormattedMessage id="buttons.assortmentGrid.applyEditCells" />
        </Button>
      </div>
    </AppDialog>
  );
}
