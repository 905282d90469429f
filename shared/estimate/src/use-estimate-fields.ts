import { useCallback, useRef, useState } from 'react';
import {
  EMPTY_ESTIMATE,
  ESTIMATE_FIELDS,
  ESTIMATE_FORM,
  normaliseEstimateInput,
  validateEstimateField,
  validateEstimateValues,
  type EstimateErrors,
  type EstimateField,
  type EstimateValues,
} from '@handyman/contracts/validation';

export interface FieldError {
  message: string;
  /** Announced as it appears (on leaving the field); after a failed submit the form-level alert speaks. */
  live: boolean;
}
export type FieldErrors = Partial<Record<EstimateField, FieldError>>;

/** Fields whose value focusing clears while they show an error, so the visitor types it again from scratch. */
const CLEARED_ON_FOCUS: ReadonlySet<EstimateField> = new Set(
  ESTIMATE_FIELDS.filter((field) => !ESTIMATE_FORM[field].keptOnFocusAfterError),
);

const without = (errors: FieldErrors, field: EstimateField): FieldErrors => {
  if (!errors[field]) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
};

/** Errors as the form shows them after a failed submit (the form-level alert speaks for them). */
export function quietErrors(found: EstimateErrors): FieldErrors {
  const next: FieldErrors = {};
  for (const field of ESTIMATE_FIELDS) {
    const message = found[field];
    if (message) next[field] = { message, live: false };
  }
  return next;
}

/**
 * Values and errors of the estimate form: when an error shows, and what sets and clears it. It
 * starts from `initial` when the server answered a posted form with it.
 */
export function useEstimateFields(initial?: { values: EstimateValues; errors: EstimateErrors }) {
  const [values, setValues] = useState<EstimateValues>(initial?.values ?? EMPTY_ESTIMATE);
  const [errors, setErrors] = useState<FieldErrors>(() => quietErrors(initial?.errors ?? {}));
  const edited = useRef(new Set<EstimateField>());
  const latest = useRef(values);
  latest.current = values;
  const shownErrors = useRef(errors);
  shownErrors.current = errors;
  const quiet = useRef(false);

  /** An edit: formatted as typed, and it clears the field's error. */
  const change = useCallback((field: EstimateField, raw: string) => {
    edited.current.add(field);
    setValues((current) => ({ ...current, [field]: normaliseEstimateInput(field, raw) }));
    setErrors((current) => without(current, field));
  }, []);

  /** Leaving a field the visitor edited shows its error once it is invalid. */
  const blur = useCallback((field: EstimateField) => {
    if (!edited.current.has(field)) return;
    const message = validateEstimateField(field, latest.current[field]);
    if (message) setErrors((current) => ({ ...current, [field]: { message, live: true } }));
  }, []);

  /** Focusing a field in error clears the error and, for short fields, the value to retype. */
  const focus = useCallback((field: EstimateField) => {
    if (quiet.current || !shownErrors.current[field]) return;
    setErrors((current) => without(current, field));
    if (CLEARED_ON_FOCUS.has(field)) setValues((current) => ({ ...current, [field]: '' }));
  }, []);

  /** Moves focus to a field for the visitor (after a failed submit) without the focus rule clearing it. */
  const focusQuietly = useCallback((element: HTMLElement | null | undefined) => {
    quiet.current = true;
    try {
      element?.focus();
    } finally {
      quiet.current = false;
    }
  }, []);

  /** Sets every field's error; returns the first invalid field in form order, if any. */
  const validateAll = useCallback((): EstimateField | undefined => {
    const found = validateEstimateValues(latest.current);
    setErrors(quietErrors(found));
    return ESTIMATE_FIELDS.find((field) => found[field]);
  }, []);

  /** Values filled in by the form itself (city and state from the ZIP), without marking them edited. */
  const fill = useCallback((patch: Partial<EstimateValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => Object.keys(patch).reduce((rest, field) => without(rest, field as EstimateField), current));
  }, []);

  return { values, errors, change, blur, focus, focusQuietly, validateAll, fill };
}
