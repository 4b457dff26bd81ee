// New Assortment: the "Select Assortment Type" dialog (spec 000 §2): static or dynamic, the
// title and the attributes (channel, region, season, year, gender, product type, location),
// validated with the shared assortment schema, stored as a device write (offline too), then
// 'Assortment Created' (§8) and the new assortment's manage screen.
import {
  ASSORTMENT_METHODS,
  ASSORTMENT_PRODUCT_TYPES,
  CHANNELS,
  REGIONS,
  assortmentSchema,
} from '@portal/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { insertDocuments } from '../../../db/actions.ts';
import {
  FormDialog,
  NumberField,
  SelectField,
  TextField,
  useDocumentForm,
} from '../../../ui/forms/index.ts';
import { showToast, SUCCESS_TOAST_MS } from '../../../ui/toasts/queue.ts';
import { newAssortment, type Editor } from './writes.ts';

const formSchema = assortmentSchema.pick({
  title: true,
  method: true,
  channel: true,
  region: true,
  season: true,
  year: true,
  gender: true,
  productType: true,
  locationId: true,
});

/** Where the new assortment opens (spec 000 §2 assortment/{id}/manage). */
export const managePath = (id: string) => `/product/assortments/assortment/${id}/manage`;

interface Props {
  /** The folder it goes into (the active folder of the all list), [] for the top level. */
  readonly hierarchy: readonly string[];
  readonly editor: () => Editor;
  readonly onClose: () => void;
}

export function NewAssortmentDialog({ hierarchy, editor, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const [id] = useState(() => crypto.randomUUID());
  const form = useDocumentForm({
    schema: formSchema,
    initial: { title: '', method: 'static' },
    onSubmit: async (fields) => {
      await insertDocuments('assortments', newAssortment(id, fields, hierarchy, editor()));
      showToast('success', { id: 'msgCodes.assortments.created' }, { timeout: SUCCESS_TOAST_MS });
      onClose();
      void navigate(managePath(id));
    },
  });
  const choice = <V extends string>(values: readonly V[], field: string) =>
    values.map((value) => ({ value, label: t(`enums.assortments.${field}.${value}`) }));

  return (
    <FormDialog
      title={t('labels.assortments.selectType')}
      isOpen
      onClose={onClose}
      form={form}
      saveLabel={t('buttons.assortments.create')}
      testId="new-assortment-dialog"
    >
      <SelectField
        label={t('labels.assortments.method')}
        options={choice(ASSORTMENT_METHODS, 'method')}
        isRequired
        {...form.field('method')}
      />
      <TextField
        label={t('labels.assortments.title')}
        isRequired
        autoFocus
        {...form.field('title')}
      />
      <SelectField
        label={t('labels.assortments.channel')}
        options={choice(CHANNELS, 'channel')}
        isClearable
        {...form.field('channel')}
      />
      <SelectField
        label={t('labels.assortments.region')}
        options={choice(REGIONS, 'region')}
        isClearable
        {...form.field('region')}
      />
      <TextField label={t('labels.assortments.season')} {...form.field('season')} />
      <NumberField
        label={t('labels.assortments.year')}
        maximumFractionDigits={0}
        {...form.field('year')}
      />
      <TextField label={t('labels.assortments.gender')} {...form.field('gender')} />
      <SelectField
        label={t('labels.assortments.productType')}
        options={choice(ASSORTMENT_PRODUCT_TYPES, 'productType')}
        isClearable
        {...form.field('productType')}
      />
      <TextField label={t('labels.assortments.locationId')} {...form.field('locationId')} />
    </FormDialog>
  );
}
