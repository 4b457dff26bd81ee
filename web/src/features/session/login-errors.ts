// spec 001 §8 Session messages: a refused login shows a persistent error toast with the server's
// message, or 'Unknown error'. Known refusal codes map to translated messages; any other code
// shows the server's own text.
import { HttpError } from '../../api/errors.ts';
import type { UiText } from '../../ui/text.ts';

const BY_CODE: Readonly<Record<string, string>> = {
  invalid_credentials: 'msgCodes.invalidCredentials',
  account_deactivated: 'msgCodes.deactivated',
  access_pending: 'msgCodes.accessPending',
  password_not_set: 'msgCodes.passwordNotSet',
  access_denied: 'msgCodes.accessDenied',
  invalid_code: 'msgCodes.invalidCode',
};

export function refusalText(error: unknown): UiText {
  if (error instanceof HttpError) {
    const id = BY_CODE[error.code];
    if (id) return { id };
    if (error.serverMessage) return { text: error.serverMessage };
  }
  return { id: 'msgCodes.unknownError' };
}
