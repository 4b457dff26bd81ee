// Add Sample (spec 001 §7 POST /sampleInventory, here a device write the sync pushes, so it works
// offline): a FormDialog on the library's shared New Sample schema. Every required field of
// spec 001 §5 must be given; while one is blank the dialog says so in the spec's words
// (§8 'Status, Side, Quantity, and Bin are Required', the library's variant) and nothing is
// written. totalQty is copied to onHandQty (001 §3).
import {
  NEW_SAMPLE_FIELDS,
  SAMPLE_REQUIRED_FIELDS,
  SAMPLE_REQUIRED_MESSAGE_IDS,
  SIDES,
  newSampleSchema,
  sampleFieldLabelId,
  type SampleLibrary,
} from '@portal/shared';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { insertDocuments } from '../../db/actions.ts';
import type { DeviceInputOf } from '../../db/device-docs.ts';
import {
  FormDialog,
  NumberField,
  SelectField,
  TextField,
  useDocumentForm,
  type FormValues,
} from '../../ui/forms/index.ts';
import { showToast, SUCCESS_TOAST_MS } from '../../ui/toasts/queue.ts';
import { SIDE_LABEL_IDS } from './columns.ts';

export interface AddSampleDialogProps {
  readonly library: SampleLibrary;
  readonly onClose: () => void;
}

type Schema = ReturnType<typeof newSampleSchema>;

/** The stored sample: blanks left out, onHandQty = totalQty, stamped now. */
function newSample(values: Readonly<Record<string, unknown>>, now: string) {
  const present = Object.fromEntries(
    Object.entries(values).filter(
      ([key, value]) =>
        key !== '_deleted' && value !== undefined && !(typeof value === 'string' && value === ''),
    ),
  );
  return {
    ...present,
    onHandQty: values.totalQty,
    tracking: [],
    createdDate: now,
    modifiedDate: now,
  } as unknown as DeviceInputOf<'sampleInventory'>;
}

export function AddSampleDialog({ library, onClose }: AddSampleDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const schema = useMemo(() => newSampleSchema(library), [library]);
  const [initial] = useState<FormValues<Schema>>(() => ({
    id: crypto.randomUUID(),
    library,
  }));
  const form = useDocumentForm({
    schema,
    initial,
    onSubmit: async (doc) => {
      await insertDocuments('sampleInventory', newSample(doc, new Date().toISOString()));
      showToast('success', { id: 'labels.samples.added' }, { timeout: SUCCESS_TOAST_MS });
    },
  });
  const required = new Set<string>(SAMPLE_REQUIRED_FIELDS[library]);
  const missing = Object.keys(form.problems).some(
    (key) => required.has(key) && form.problems[key]?.code === 'required',
  );

  const field = (name: string, index: number) => {
    const label = t(sampleFieldLabelId(name));
    const common = { label, isRequired: required.has(name), autoFocus: index === 0 };
    const binding = form.field(name);
    if (name === 'side')
      return (
        <SelectField<string>
          key={name}
          {...common}
          options={SIDES.map((value) => ({ value, label: t(SIDE_LABEL_IDS[value]) }))}
          value={binding.value as string | undefined}
          onChange={(value) => binding.onChange(value)}
          onBlur={binding.onBlur}
          problem={binding.problem}
        />
      );
    if (name === 'totalQty')
      return (
        <NumberField
          key={name}
          {...common}
          maximumFractionDigits={0}
          value={binding.value as number | undefined}
          onChange={(value) => binding.onChange(value)}
          onBlur={binding.onBlur}
          problem={binding.problem}
        />
      );
    return (
      <TextField
        key={name}
        {...common}
        value={(binding.value as string | undefined) ?? ''}
        onChange={(value) => binding.onChange(value)}
        onBlur={binding.onBlur}
        problem={binding.problem}
      />
    );
  };

  return (
    <FormDialog
      title={t(`labels.samples.addTitle.${library}`)}
      isOpen
      onClose={onClose}
      form={form}
      testId="add-sample-dialog"
    >
      <div className="samples-form-grid">
        {(NEW_SAMPLE_FIELDS[library] as readonly string[]).map(field)}
      </div>
      {missing && (
        <p className="samples-required" role="status" data-testid="sample-required">
          <FormattedMessage id={SAMPLE_REQUIRED_MESSAGE_IDS[library]} />
        </p>
      )}
    </FormDialog>
  );
}
