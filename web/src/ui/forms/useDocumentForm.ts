// A form for one document, validated with the entity's shared zod schema (the same one the
// device database and the server apply), so what a form accepts is what the sync accepts.
// Problems show per field, translated, once the user has left the field or tried to save;
// while typing they refresh after the form debounce (spec 000 §9: 900 ms). The caller writes
// the parsed document (to the device database); leaving with changes asks first through the
// confirmation prompt with changed-field checking (spec 000 §4).
import { DEBOUNCE_MS } from '@portal/shared/constants.ts';
import { fieldProblems, problemOfField, type FieldProblem } from '@portal/shared/forms/problems.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { changedFields, confirmAction } from '../confirm/confirm-store.ts';

/** Any entity schema: an object in, an object out. */
export type DocumentSchema = z.ZodType<object, object>;

/** The values being edited: the schema's input, any of it still missing. */
export type FormValues<S extends DocumentSchema> = {
  -readonly [K in keyof z.input<S>]?: z.input<S>[K];
};
export type FieldName<S extends DocumentSchema> = Extract<keyof z.input<S>, string>;

/** What a field component needs: spread it, `<TextField label=… {...form.field('name')} />`. */
export interface FieldBinding<T> {
  readonly name: string;
  readonly value: T | undefined;
  readonly onChange: (value: T | undefined) => void;
  readonly onBlur: () => void;
  readonly problem: FieldProblem | undefined;
}

export interface DocumentFormOptions<S extends DocumentSchema> {
  readonly schema: S;
  readonly initial: FormValues<S>;
  /** Gets the parsed document (defaults applied, unknown fields stripped); throw to refuse. */
  readonly onSubmit: (document: z.output<S>) => Promise<void> | void;
  /** Delay of the live validation while typing; default the form debounce, 900 ms. */
  readonly validateDelayMs?: number;
}

export interface DocumentForm<S extends DocumentSchema> {
  readonly values: FormValues<S>;
  /** Problems the user should see now, by field key. */
  readonly problems: Readonly<Record<string, FieldProblem>>;
  /** Fields that differ from the last saved (or initial) values. */
  readonly changed: readonly string[];
  readonly isDirty: boolean;
  readonly isSubmitting: boolean;
  /** The last save was refused by `onSubmit` (it threw). */
  readonly saveFailed: boolean;
  setValue<K extends FieldName<S>>(name: K, value: z.input<S>[K] | undefined): void;
  field<K extends FieldName<S>>(name: K): FieldBinding<z.input<S>[K]>;
  /** Validates everything; when valid, hands the document to `onSubmit`. True when saved. */
  submit(): Promise<boolean>;
  /** Starts over from these values (default: the last saved ones). */
  reset(next?: FormValues<S>): void;
  /**
   * spec 000 §4: asks 'Discard changes?' only when a field differs from the saved values,
   * else runs `discard` at once. Resolves true when discarded.
   */
  confirmDiscard(discard: () => void): Promise<boolean>;
}

type Problems = Readonly<Record<string, FieldProblem>>;

export function useDocumentForm<S extends DocumentSchema>(
  options: DocumentFormOptions<S>,
): DocumentForm<S> {
  const { schema, validateDelayMs = DEBOUNCE_MS.form } = options;
  const [snapshot, setSnapshot] = useState<FormValues<S>>(options.initial);
  const [values, setValues] = useState<FormValues<S>>(options.initial);
  const [problems, setProblems] = useState<Problems>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  // Handlers read the latest values at once (Enter may submit in the keystroke that changed
  // a field, before React has re-rendered).
  const valuesRef = useRef(values);
  const busy = useRef(false);
  const onSubmitRef = useRef(options.onSubmit);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    onSubmitRef.current = options.onSubmit;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const validate = useCallback(
    (current: FormValues<S>) => {
      const result = schema.safeParse(current);
      setProblems(result.success ? {} : fieldProblems(result.error, current));
      return result;
    },
    [schema],
  );

  const setValue = useCallback(
    <K extends FieldName<S>>(name: K, value: z.input<S>[K] | undefined) => {
      const next = { ...valuesRef.current, [name]: value };
      valuesRef.current = next;
      setValues(next);
      setSaveFailed(false);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => validate(valuesRef.current), validateDelayMs);
    },
    [validate, validateDelayMs],
  );

  const blur = useCallback(
    (name: string) => {
      setTouched((before) => (before.has(name) ? before : new Set(before).add(name)));
      clearTimeout(timer.current);
      validate(valuesRef.current);
    },
    [validate],
  );

  const submit = useCallback(async (): Promise<boolean> => {
    if (busy.current) return false;
    clearTimeout(timer.current);
    setSubmitted(true);
    const current = valuesRef.current;
    const result = validate(current);
    if (!result.success) return false;
    busy.current = true;
    setSubmitting(true);
    setSaveFailed(false);
    try {
      await onSubmitRef.current(result.data);
      setSnapshot(current);
      return true;
    } catch {
      setSaveFailed(true);
      return false;
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }, [validate]);

  const shown = (key: string): boolean => submitted || touched.has(key.split('.')[0] ?? key);
  const visible: Problems = Object.fromEntries(
    Object.entries(problems).filter(([key]) => shown(key)),
  );
  const changed = changedFields({ snapshot, current: values });

  return {
    values,
    problems: visible,
    changed,
    isDirty: changed.length > 0,
    isSubmitting,
    saveFailed,
    setValue,
    field: (name) => ({
      name,
      value: values[name],
      onChange: (value) => setValue(name, value),
      onBlur: () => blur(name),
      problem: problemOfField(visible, name),
    }),
    submit,
    reset(next) {
      const start = next ?? snapshot;
      clearTimeout(timer.current);
      valuesRef.current = start;
      setSnapshot(start);
      setValues(start);
      setProblems({});
      setTouched(new Set());
      setSubmitted(false);
      setSaveFailed(false);
    },
    confirmDiscard: (discard) =>
      confirmAction({
        title: { id: 'inputs.form.discardTitle' },
        description: { id: 'inputs.form.discardText' },
        labelYes: { id: 'buttons.form.discard' },
        labelNo: { id: 'buttons.form.keepEditing' },
        tone: 'danger',
        onYes: discard,
        checkChangedFields: { snapshot, current: valuesRef.current },
      }),
  };
}
