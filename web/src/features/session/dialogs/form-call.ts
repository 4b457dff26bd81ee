// Submitting one of the public account forms: the server's refusal becomes a persistent error
// toast (translated by code, else the server's text); 5xx and no-response already opened the
// transport dialog.
import { HttpError } from '../../../api/errors.ts';
import { showToast } from '../../../ui/toasts/queue.ts';
import { refusalText } from '../login-errors.ts';

export async function submitForm(call: () => Promise<unknown>): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.status < 500)
      showToast('error', refusalText(error), { persist: true });
    return false;
  }
}
