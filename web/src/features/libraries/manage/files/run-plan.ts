// Runs a file plan from a manage screen: a plan that would leave a Published item lacking a
// publish requirement is refused with the reason (spec 000 §5, the Publish refusal's text) and
// writes nothing; otherwise its steps go to the device in order and a toast says it is done.
import type { IntlShape } from 'react-intl';
import { showToast, SUCCESS_TOAST_MS } from '../../../../ui/toasts/queue.ts';
import type { UiText } from '../../../../ui/text.ts';
import { refusalText, type PublishRefusal } from '../status.ts';
import { applyFileSteps, type FilePlan, type FileWriter } from './file-operations.ts';

export async function runFilePlan(
  intl: IntlShape,
  plan: FilePlan,
  now: string,
  done: UiText,
  writer?: FileWriter,
): Promise<boolean> {
  if (plan.refused.length > 0) {
    showToast(
      'error',
      { text: refusalText(intl, plan.refused as readonly PublishRefusal[]) },
      { persist: true },
    );
    return false;
  }
  if (plan.steps.length === 0) return false;
  try {
    await applyFileSteps(plan.steps, now, writer);
  } catch {
    showToast('error', { id: 'labels.libraryManage.saveFailed' });
    return false;
  }
  showToast('success', done, { timeout: SUCCESS_TOAST_MS });
  return true;
}
