import { isDecimalText, isJsonText, isWholeNumberText } from './option-values';

/*
 * A settings form's fields, described as data: each section lists its
 * fields and `OptionFields` renders them. Enabled-type toggles save the
 * moment they change; the other kinds wait for the section's save.
 */

interface Common {
  /** The option's key. */
  readonly key: string;
  readonly label: string;
  readonly help?: string;
}

export type OptionField =
  | (Common & { readonly kind: 'toggle' })
  | (Common & { readonly kind: 'text'; readonly placeholder?: string })
  | (Common & { readonly kind: 'textarea'; readonly placeholder?: string; readonly rows?: number })
  /** Blank on load; sent only when something is typed (spec 03 §2.2). */
  | (Common & { readonly kind: 'secret'; readonly placeholder?: string })
  | (Common & { readonly kind: 'integer'; readonly min: number; readonly max?: number })
  | (Common & { readonly kind: 'number'; readonly min: number; readonly max?: number })
  /** Checked when it loses focus, and again on save (spec 03 §5). */
  | (Common & { readonly kind: 'json'; readonly rows?: number; readonly placeholder?: string })
  | (Common & { readonly kind: 'select'; readonly choices: ReadonlyArray<{ readonly value: string; readonly label: string }> });

/** What is wrong with a field's text, as a key of the `settings` strings' `check` group; null when it may be saved. */
export type FieldProblem = 'checkInput' | 'notJson' | null;

export function fieldProblem(field: OptionField, text: string): FieldProblem {
  switch (field.kind) {
    case 'integer':
      return isWholeNumberText(text, field.min, field.max) ? null : 'checkInput';
    case 'number':
      return isDecimalText(text, field.min, field.max) ? null : 'checkInput';
    case 'json':
      return isJsonText(text) ? null : 'notJson';
    case 'select':
      return field.choices.some((choice) => choice.value === text) ? null : 'checkInput';
    case 'toggle':
    case 'text':
    case 'textarea':
    case 'secret':
      return null;
  }
}
