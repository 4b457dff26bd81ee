// Text handed to the shell's toasts, prompts and dialogs: a message id (formatted when shown,
// so a language switch re-renders it) or verbatim text such as the server's own message.
import type { IntlShape } from 'react-intl';

export type UiText =
  | { readonly id: string; readonly values?: Readonly<Record<string, string | number>> }
  | { readonly text: string };

export function formatText(intl: IntlShape, value: UiText): string {
  return 'id' in value ? intl.formatMessage({ id: value.id }, value.values) : value.text;
}
