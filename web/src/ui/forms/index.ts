// Form fields, the document form hook and the form dialog (web/src/ui/forms/CONTEXT.md).
export { LongDateFormatProvider, useDateDisplayPattern } from './date-format.tsx';
export { DateField, DATE_PICKER_TOGGLE_DELAY_MS, type DateFieldProps } from './DateField.tsx';
export type { CommonFieldProps } from './field-parts.tsx';
export { FormDialog, type FormControl, type FormDialogProps } from './FormDialog.tsx';
export {
  MoneyField,
  NumberField,
  type MoneyFieldProps,
  type NumberFieldProps,
} from './NumberField.tsx';
export { fieldProblemText } from './problem-text.ts';
export {
  MultiSelectField,
  SelectField,
  type MultiSelectFieldProps,
  type SelectFieldProps,
  type SelectOption,
} from './SelectField.tsx';
export { EmailField, TextField, type EmailFieldProps, type TextFieldProps } from './TextField.tsx';
export {
  useDocumentForm,
  type DocumentForm,
  type DocumentFormOptions,
  type DocumentSchema,
  type FieldBinding,
  type FieldName,
  type FormValues,
} from './useDocumentForm.ts';
