import type { ReactNode } from 'react';
import {
  US_STATES,
  ESTIMATE_FIELDS,
  ESTIMATE_FORM,
  type EstimateField,
  type EstimateFieldWidth,
  type EstimateValues,
} from '@handyman/contracts/validation';
import { isReplayedEvent } from '@handyman/platform/ui';
import { controlAria, FormField } from './FormField';
import type { FieldErrors } from './use-estimate-fields';
import styles from './EstimateForm.module.css';

export interface EstimateFieldsProps {
  idPrefix: string;
  values: EstimateValues;
  errors: FieldErrors;
  /** Cities known for the typed ZIP, offered in the city list. */
  cityOptions: string[];
  onChange: (field: EstimateField, value: string) => void;
  onBlur: (field: EstimateField) => void;
  onFocus: (field: EstimateField) => void;
  /** Said beside the ZIP field once its lookup answers (a ZIP no office serves), with this id. */
  zipNote?: { id: string; content: ReactNode } | null;
}

const WIDTH_CLASS: Record<EstimateFieldWidth, string | undefined> = {
  full: styles.full,
  half: styles.half,
  city: styles.city,
  state: styles.state,
  zip: styles.zip,
};

export const fieldId = (idPrefix: string, field: EstimateField) => `${idPrefix}-${field}`;

/** The eight inputs of the estimate form, each labelled, with its autocomplete and error. */
export function EstimateFields({ idPrefix, values, errors, cityOptions, onChange, onBlur, onFocus, zipNote }: EstimateFieldsProps) {
  return (
    <div className={styles.grid}>
      {ESTIMATE_FIELDS.map((field) => {
        const spec = ESTIMATE_FORM[field];
        const id = fieldId(idPrefix, field);
        const common = {
          id,
          name: spec.name,
          autoComplete: spec.autoComplete,
          required: true,
          className: styles.control,
          value: values[field],
          onBlur: () => onBlur(field),
          // A focus from before hydration, replayed, must not clear what was typed since.
          onFocus: (event: { nativeEvent: Event }) => {
            if (!isReplayedEvent(event)) onFocus(field);
          },
          // A press on the field that already has focus (the form put it there after a failed
          // submit, or Enter was pressed in it) is the visitor coming to it: the same rule applies.
          onPointerDown: (event: { currentTarget: Element }) => {
            if (event.currentTarget.ownerDocument.activeElement === event.currentTarget) onFocus(field);
          },
          ...controlAria(id, errors[field], field === 'zip' ? zipNote?.id : undefined),
        };
        let control;
        if (spec.control === 'select') {
          control = (
            <select {...common} onChange={(event) => onChange(field, event.target.value)}>
              <option value="">Select</option>
              {US_STATES.map((state) => (
                <option key={state.abbreviation} value={state.abbreviation} title={state.name}>
                  {state.abbreviation}
                </option>
              ))}
            </select>
          );
        } else if (spec.control === 'textarea') {
          control = <textarea {...common} rows={spec.rows} onChange={(event) => onChange(field, event.target.value)} />;
        } else {
          control = (
            <input
              {...common}
              type={spec.type ?? 'text'}
              inputMode={spec.inputMode}
              autoCapitalize={spec.autoCapitalize}
              spellCheck={spec.type === 'email' ? false : undefined}
              placeholder={spec.placeholder}
              maxLength={spec.typedMaxLength}
              list={field === 'city' ? `${id}-options` : undefined}
              onChange={(event) => onChange(field, event.target.value)}
            />
          );
        }
        const formField = (
          <FormField key={field} id={id} label={spec.label} error={errors[field]} className={WIDTH_CLASS[spec.width]}>
            {control}
            {field === 'city' ? (
              <datalist id={`${id}-options`}>
                {cityOptions.map((city) => (
                  <option key={city} value={city} />
                ))}
              </datalist>
            ) : null}
          </FormField>
        );
        if (field !== 'zip') return formField;
        // A live region from the start, so the note is announced when it appears.
        return [
          formField,
          <div key="zip-note" role="status" className={`${styles.full} ${styles.zipNote}`}>
            {zipNote?.content}
          </div>,
        ];
      })}
    </div>
  );
}
