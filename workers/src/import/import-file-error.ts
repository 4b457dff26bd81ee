// A file the import cannot read: a message id (msgCodes.*) with its ICU values, so the UI
// shows a translated toast instead of a crash.
import { IMPORT_FILE_MESSAGES, type ImportFileMessageId } from '@portal/shared';

export class ImportFileError extends Error {
  override readonly name = 'ImportFileError';
  readonly messageId: ImportFileMessageId;
  readonly values: Readonly<Record<string, string | number>>;

  constructor(
    messageId: ImportFileMessageId,
    values: Readonly<Record<string, string | number>> = {},
    cause?: unknown,
  ) {
    super(fillMessage(IMPORT_FILE_MESSAGES[messageId], values), { cause });
    this.messageId = messageId;
    this.values = values;
  }
}

function fillMessage(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
