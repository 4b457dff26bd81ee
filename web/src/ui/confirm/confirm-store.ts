// The confirmation prompt (spec 000 §3 Confirmation prompt, §4): title, description, yes and
// no labels, yes/no actions, and optional changed-field checking — with it on, the prompt only
// shows when a watched value differs from its snapshot; otherwise the yes action runs at once.
// Yes runs the action, hides, and resets after 100 ms; no runs the optional no action and hides.
import { GRID } from '@portal/shared/constants.ts';
import type { UiText } from '../text.ts';

export interface ChangedFieldCheck {
  readonly snapshot: Readonly<Record<string, unknown>>;
  readonly current: Readonly<Record<string, unknown>>;
  /** Fields to watch; all keys of both objects when absent. */
  readonly fields?: readonly string[];
}

export interface ConfirmRequest {
  readonly title: UiText;
  readonly description?: UiText;
  /** Default buttons.yes / buttons.no. */
  readonly labelYes?: UiText;
  readonly labelNo?: UiText;
  readonly onYes?: () => void;
  readonly onNo?: () => void;
  readonly checkChangedFields?: ChangedFieldCheck;
  readonly tone?: 'default' | 'danger';
}

export interface ConfirmState {
  readonly open: boolean;
  readonly request: ConfirmRequest | null;
}

/** spec 000 §4: the prompt resets 100 ms after a yes. */
export const RESET_DELAY_MS = GRID.confirmResetMs;

export function changedFields(check: ChangedFieldCheck): string[] {
  const fields = check.fields ?? [
    ...new Set([...Object.keys(check.snapshot), ...Object.keys(check.current)]),
  ];
  return fields.filter(
    (field) => JSON.stringify(check.snapshot[field]) !== JSON.stringify(check.current[field]),
  );
}

type Listener = () => void;

export function createConfirmStore(timers: { setTimeout: typeof setTimeout } = globalThis) {
  let state: ConfirmState = { open: false, request: null };
  let settle: ((answer: boolean) => void) | null = null;
  const listeners = new Set<Listener>();

  function set(next: ConfirmState): void {
    state = next;
    for (const listener of listeners) listener();
  }

  return {
    getState: () => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Asks the user; resolves true on yes (or when nothing changed), false on no. */
    confirm(request: ConfirmRequest): Promise<boolean> {
      if (request.checkChangedFields && changedFields(request.checkChangedFields).length === 0) {
        request.onYes?.();
        return Promise.resolve(true);
      }
      settle?.(false);
      return new Promise<boolean>((resolve) => {
        settle = resolve;
        set({ open: true, request });
      });
    },
    yes(): void {
      const { request } = state;
      if (!state.open || !request) return;
      request.onYes?.();
      settle?.(true);
      settle = null;
      set({ open: false, request });
      timers.setTimeout(() => {
        if (!state.open) set({ open: false, request: null });
      }, RESET_DELAY_MS);
    },
    no(): void {
      const { request } = state;
      if (!state.open || !request) return;
      request.onNo?.();
      settle?.(false);
      settle = null;
      set({ open: false, request: null });
    },
  };
}

export type ConfirmStore = ReturnType<typeof createConfirmStore>;

/** The app's one prompt. */
export const confirmStore = createConfirmStore();
export const confirmAction = (request: ConfirmRequest) => confirmStore.confirm(request);
