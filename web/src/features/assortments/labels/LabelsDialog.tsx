// The assortment's labels (spec 000 §3 labels: colour and name; the grid's label column picks
// one): add, rename, recolour, remove. Saved as one device write of the assortment (offline
// too); a label taken away is cleared from its products in the same write (shared
// `labelsChange`, §5; decision 0069).
import {
  checkLabels,
  LABEL_COLORS,
  labelsChange,
  MAX_ASSORTMENT_LABELS,
  nextLabelColor,
  type Assortment,
  type AssortmentLabel,
  type LabelProblem,
} from '@portal/shared';
import { useState } from 'react';
import {
  Button,
  ColorSwatch,
  ColorSwatchPicker,
  ColorSwatchPickerItem,
  parseColor,
} from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { patchDocuments } from '../../../db/actions.ts';
import type { DevicePatchOf } from '../../../db/device-docs.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { showToast, SUCCESS_TOAST_MS } from '../../../ui/toasts/queue.ts';
import { TextInput } from '../../../ui/TextInput.tsx';
import './labels.css';

export interface LabelsDialogProps {
  readonly assortment: Assortment;
  readonly onClose: () => void;
}

/** A colour as react-aria reads it; an unreadable stored colour shows as the first offered. */
const colorOf = (value: string) => {
  try {
    return parseColor(value);
  } catch {
    return parseColor(LABEL_COLORS[0]);
  }
};

export function LabelsDialog({ assortment, onClose }: LabelsDialogProps) {
  const intl = useIntl();
  const [labels, setLabels] = useState<readonly AssortmentLabel[]>(assortment.labels);
  const [busy, setBusy] = useState(false);
  const problems = checkLabels(labels);
  const problemOf = (index: number): LabelProblem | undefined =>
    problems.find((p) => p.index === index)?.problem;
  const set = (index: number, patch: Partial<AssortmentLabel>) =>
    setLabels((all) => all.map((label, i) => (i === index ? { ...label, ...patch } : label)));

  const save = async () => {
    const change = labelsChange(assortment, labels);
    if (!change) return onClose();
    setBusy(true);
    try {
      await patchDocuments('assortments', assortment.id, {
        ...change,
        modifiedDate: new Date().toISOString(),
      } as DevicePatchOf<'assortments'>);
      showToast(
        'success',
        { id: 'msgCodes.assortmentLabels.saved' },
        { timeout: SUCCESS_TOAST_MS },
      );
      onClose();
    } catch {
      showToast('error', { id: 'common.grid.saveError' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      title={<FormattedMessage id="labels.assortmentLabels.title" />}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="md"
      testId="assortment-labels-dialog"
    >
      {labels.length === 0 && (
        <p className="al-empty">
          <FormattedMessage id="labels.assortmentLabels.empty" />
        </p>
      )}
      <ul className="al-list">
        {labels.map((label, index) => {
          const problem = problemOf(index);
          const name = intl.formatMessage(
            { id: 'labels.assortmentLabels.name' },
            { index: index + 1 },
          );
          return (
            // Labels have no id of their own; a row is its place in the list.
            <li key={index} className="al-row">
              <ColorSwatchPicker
                className="al-swatches"
                aria-label={intl.formatMessage(
                  { id: 'labels.assortmentLabels.color' },
                  { index: index + 1 },
                )}
                value={colorOf(label.color)}
                onChange={(color) => set(index, { color: color.toString('hex').toLowerCase() })}
              >
                {LABEL_COLORS.map((color) => (
                  <ColorSwatchPickerItem key={color} color={color} className="al-swatch">
                    <ColorSwatch />
                  </ColorSwatchPickerItem>
                ))}
              </ColorSwatchPicker>
              <TextInput
                name={`label-${index}`}
                label={name}
                value={label.name}
                maxLength={64}
                onChange={(value) => set(index, { name: value })}
                autoFocus={index === labels.length - 1 && label.name === ''}
              />
              <Button
                className="btn btn-ghost al-remove"
                aria-label={intl.formatMessage(
                  { id: 'buttons.assortmentLabels.removeNamed' },
                  { name: label.name || String(index + 1) },
                )}
                onPress={() => setLabels((all) => all.filter((_, i) => i !== index))}
              >
                <FormattedMessage id="buttons.assortmentLabels.remove" />
              </Button>
              {problem && (
                <p className="field-error al-problem" role="alert">
                  <FormattedMessage id={`msgCodes.assortmentLabels.${problem}`} />
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <div className="dialog-actions">
        <Button
          className="btn btn-secondary al-add"
          isDisabled={labels.length >= MAX_ASSORTMENT_LABELS}
          onPress={() =>
            setLabels((all) => [
              ...all,
              {
                color: nextLabelColor(
                  all,
                  assortment.products.map((p) => p.label),
                ),
                name: '',
              },
            ])
          }
        >
          <FormattedMessage id="buttons.assortmentLabels.add" />
        </Button>
        <Button className="btn btn-secondary" onPress={onClose}>
          <FormattedMessage id="buttons.cancel" />
        </Button>
        <Button
          className="btn btn-primary"
          onPress={() => void save()}
          isDisabled={busy || problems.length > 0}
        >
          <FormattedMessage id="buttons.assortmentLabels.save" />
        </Button>
      </div>
    </AppDialog>
  );
}
