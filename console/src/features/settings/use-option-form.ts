import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../lib/toaster';
import { fieldProblem, type OptionField } from './option-field';
import { booleanText, changedOptions, initialValues, type OptionInfo, type SaveOutcome } from './option-values';
import { useSettings } from './settings-context';

/** A section's own check before it saves: the values to send (rewritten if need be), or the message that stops the save. */
export type Prepare = (values: Readonly<Record<string, string>>) => { readonly values: Record<string, string> } | { readonly error: string };

export interface OptionForm {
  readonly values: Readonly<Record<string, string>>;
  readonly errors: Readonly<Record<string, string>>;
  readonly saving: boolean;
  option(key: string): OptionInfo | undefined;
  /** Whether the signed-in admin may change it (the security-critical options are the super admin's). */
  writable(key: string): boolean;
  set(key: string, value: string): void;
  /** Marks a field wrong (with the message) or right (null). */
  setError(key: string, message: string | null): void;
  /** Checks a field as it loses focus (JSON fields, spec 03 §5). */
  check(field: OptionField): void;
  /** Checks every field, runs `prepare`, and sends the keys that changed, one call each. */
  submit(prepare?: Prepare): Promise<SaveOutcome | null>;
  /** A toggle saves the moment it changes; it goes back if the save fails. */
  toggle(key: string, on: boolean): Promise<void>;
}

/** The form state of one settings section over `fields`, from the screen's options. */
export function useOptionForm(fields: readonly OptionField[]): OptionForm {
  const { t } = useTranslation('settings');
  const { options, save } = useSettings();
  const keys = useMemo(() => fields.map((field) => field.key), [fields]);
  const saved = useMemo(() => initialValues(options, keys), [options, keys]);
  const secrets = useMemo(() => new Set(fields.filter((field) => field.kind === 'secret').map((field) => field.key)), [fields]);
  const [values, setValues] = useState<Record<string, string>>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // When the options are read again (after any section's save), only the keys whose stored value moved are reset:
  // what is being typed in the other fields, and in the other sections, stays.
  const previous = useRef(saved);
  useEffect(() => {
    const before = previous.current;
    previous.current = saved;
    const moved = Object.keys(saved).filter((key) => saved[key] !== before[key]);
    if (moved.length > 0) setValues((old) => ({ ...old, ...Object.fromEntries(moved.map((key) => [key, saved[key]!])) }));
  }, [saved]);

  const setError = useCallback((key: string, message: string | null) => {
    setErrors((old) => {
      const next = { ...old };
      if (message === null) delete next[key];
      else next[key] = message;
      return next;
    });
  }, []);

  const check = (field: OptionField) => {
    const problem = fieldProblem(field, values[field.key] ?? '');
    setError(field.key, problem && t(`check.${problem}`));
  };

  const submit = async (prepare?: Prepare): Promise<SaveOutcome | null> => {
    const found: Record<string, string> = {};
    for (const field of fields) {
      if (field.kind === 'toggle' || (field.kind === 'secret' && (values[field.key] ?? '') === '')) continue;
      const problem = fieldProblem(field, values[field.key] ?? '');
      if (problem) found[field.key] = t(`check.${problem}`);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      notifyError(Object.values(found).includes(t('check.notJson')) ? t('check.notJson') : t('check.checkInput'));
      return null;
    }
    const prepared = prepare ? prepare(values) : { values };
    if ('error' in prepared) {
      notifyError(prepared.error);
      return null;
    }
    const editable = Object.fromEntries(Object.entries(prepared.values).filter(([key]) => fields.some((f) => f.key === key && f.kind !== 'toggle')));
    setSaving(true);
    try {
      const outcome = await save(changedOptions(saved, editable, secrets));
      if (outcome.kind === 'saved') setValues((old) => Object.fromEntries(Object.entries(old).map(([key, value]) => [key, secrets.has(key) ? '' : value])));
      return outcome;
    } finally {
      setSaving(false);
    }
  };

  const toggle = async (key: string, on: boolean) => {
    setValues((old) => ({ ...old, [key]: booleanText(on) }));
    const outcome = await save([[key, booleanText(on)]]);
    if (outcome.kind !== 'saved') setValues((old) => ({ ...old, [key]: saved[key] ?? '' }));
  };

  return {
    values,
    errors,
    saving,
    option: (key) => options.get(key),
    writable: (key) => options.get(key)?.writable ?? false,
    set: (key, value) => setValues((old) => ({ ...old, [key]: value })),
    setError,
    check,
    submit,
    toggle,
  };
}
