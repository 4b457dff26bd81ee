// The export screen's form (spec 000 §3 Assortment document): the document type; for a PDF its
// type and layout, the page options and the print resolution; for a spreadsheet the column
// toggles the assortment's product type and status offer; for a ZIP small and hero-only.
import {
  PAGE_OPTION_FLAGS,
  PDF_KINDS,
  PDF_SUBTYPES,
  EXPORT_DOCUMENT_TYPES,
  EXPORT_TOGGLE_COLUMNS,
  type AssortmentExportOptions,
  type PdfKind,
} from '@portal/shared';
import type { ReactNode } from 'react';
import { Checkbox, CheckboxGroup, Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';

const PDF_KIND_LABEL: Readonly<Record<PdfKind, string>> = {
  Linesheet: 'labels.pdf.lineSheet',
  Pricesheet: 'labels.pdf.priceSheet',
  Tearsheet: 'labels.pdf.tearSheet',
};

/** 'With Hero Image' → labels.assortmentExport.subType.WithHeroImage */
const subTypeLabel = (subType: string) =>
  `labels.assortmentExport.subType.${subType.replace(/\s+/g, '')}`;

function Box({ value, children }: { readonly value: string; readonly children: ReactNode }) {
  return (
    <Checkbox value={value} className="ax-check">
      <span className="ax-box" aria-hidden="true" />
      {children}
    </Checkbox>
  );
}

export function ExportOptionsForm(props: {
  readonly options: AssortmentExportOptions;
  /** The toggles offered (columnToggles of the assortment). */
  readonly offered: readonly string[];
  readonly onChange: (next: AssortmentExportOptions) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { options, onChange } = props;
  const set = (patch: Partial<AssortmentExportOptions>) => onChange({ ...options, ...patch });
  const offered = new Set(props.offered);
  const toggles = EXPORT_TOGGLE_COLUMNS.filter((c) => offered.has(c.id));
  const pageFlags = PAGE_OPTION_FLAGS.filter((f) => options.page[f]);

  return (
    <div className="ax-form">
      <RadioGroup
        className="ax-group"
        value={options.documentType}
        onChange={(v) => set({ documentType: v as AssortmentExportOptions['documentType'] })}
      >
        <Label className="ax-legend">{t('labels.assortmentExport.documentType')}</Label>
        {EXPORT_DOCUMENT_TYPES.map((type) => (
          <Radio key={type} value={type} className="ax-radio">
            {t(`labels.assortmentExport.type.${type}`)}
          </Radio>
        ))}
      </RadioGroup>

      {options.documentType === 'PDF' && (
        <>
          <RadioGroup
            className="ax-group"
            value={options.pdfKind}
            onChange={(v) => {
              const kind = v as PdfKind;
              set({ pdfKind: kind, pdfSubType: PDF_SUBTYPES[kind][0] });
            }}
          >
            <Label className="ax-legend">{t('labels.assortmentExport.pdfKind')}</Label>
            {PDF_KINDS.map((kind) => (
              <Radio key={kind} value={kind} className="ax-radio">
                {t(PDF_KIND_LABEL[kind])}
              </Radio>
            ))}
          </RadioGroup>
          <RadioGroup
            className="ax-group"
            value={options.pdfSubType}
            onChange={(v) => set({ pdfSubType: v })}
          >
            <Label className="ax-legend">{t('labels.assortmentExport.layout')}</Label>
            {PDF_SUBTYPES[options.pdfKind].map((sub) => (
              <Radio key={sub} value={sub} className="ax-radio">
                {t(subTypeLabel(sub))}
              </Radio>
            ))}
          </RadioGroup>
          <CheckboxGroup
            className="ax-group ax-columns"
            value={pageFlags}
            onChange={(chosen) =>
              set({
                page: {
                  ...options.page,
                  ...Object.fromEntries(PAGE_OPTION_FLAGS.map((f) => [f, chosen.includes(f)])),
                },
              })
            }
          >
            <Label className="ax-legend">{t('labels.assortmentExport.pageOptions')}</Label>
            {PAGE_OPTION_FLAGS.map((flag) => (
              <Box key={flag} value={flag}>
                {t(`labels.assortmentExport.page.${flag}`)}
              </Box>
            ))}
          </CheckboxGroup>
          <RadioGroup
            className="ax-group"
            value={options.page.printResolution}
            onChange={(v) =>
              set({ page: { ...options.page, printResolution: v as 'screen' | 'print' } })
            }
          >
            <Label className="ax-legend">{t('labels.assortmentExport.printResolution')}</Label>
            {(['screen', 'print'] as const).map((r) => (
              <Radio key={r} value={r} className="ax-radio">
                {t(`labels.assortmentExport.resolution.${r}`)}
              </Radio>
            ))}
          </RadioGroup>
        </>
      )}

      {options.documentType === 'Spreadsheet' && (
        <>
          <CheckboxGroup
            className="ax-group ax-columns"
            value={[...options.toggles]}
            onChange={(chosen) =>
              set({ toggles: toggles.map((c) => c.id).filter((id) => chosen.includes(id)) })
            }
          >
            <Label className="ax-legend">{t('labels.assortmentExport.columns')}</Label>
            {toggles.map((c) => (
              <Box key={c.id} value={c.id}>
                {t(c.labelId)}
              </Box>
            ))}
          </CheckboxGroup>
          <Checkbox
            className="ax-check"
            isSelected={options.page.includeImages}
            onChange={(on) => set({ page: { ...options.page, includeImages: on } })}
          >
            <span className="ax-box" aria-hidden="true" />
            {t('labels.assortmentExport.page.includeImages')}
          </Checkbox>
        </>
      )}

      {options.documentType === 'Zip' && (
        <CheckboxGroup
          className="ax-group"
          value={(['small', 'heroOnly'] as const).filter((k) => options.zip[k])}
          onChange={(chosen) =>
            set({ zip: { small: chosen.includes('small'), heroOnly: chosen.includes('heroOnly') } })
          }
        >
          <Label className="ax-legend">{t('labels.assortmentExport.zipOptions')}</Label>
          <Box value="small">{t('labels.assortmentExport.zip.small')}</Box>
          <Box value="heroOnly">{t('labels.assortmentExport.zip.heroOnly')}</Box>
        </CheckboxGroup>
      )}
    </div>
  );
}
