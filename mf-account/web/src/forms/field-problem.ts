import type { Translate } from '@storefront/platform';

export interface FieldProblem {
  message: string;
  /** A second line that says how to get it right (the e-mail format). */
  hint?: string;
}

/**
 * What is wrong with an input, from the browser's own constraint checks (required, e-mail format, the
 * birth date range) and the custom validity the field set for what the browser does not check.
 */
export function fieldProblemOf(input: HTMLInputElement, t: Translate): FieldProblem | null {
  const { validity } = input;
  if (validity.valid) return null;
  if (validity.valueMissing) return { message: t('/AccountBox/Field/Required') };
  if (validity.typeMismatch && input.type === 'email') {
    return { message: t('/AccountBox/Field/InvalidEmail'), hint: t('/AccountBox/Field/EmailFormat') };
  }
  if (validity.rangeUnderflow || validity.rangeOverflow) {
    return { message: t('/AccountBox/Field/DateRange', { min: input.min, max: input.max }) };
  }
  if (validity.customError) return { message: input.validationMessage };
  return { message: t('/AccountBox/Field/Invalid') };
}

/** Checks every field of `form`; moves focus to the first one that fails. True when all pass. */
export function checkForm(form: HTMLFormElement): boolean {
  const invalid = Array.from(form.elements).find(
    (element): element is HTMLInputElement => element instanceof HTMLInputElement && !element.validity.valid,
  );
  invalid?.focus();
  return invalid === undefined;
}
