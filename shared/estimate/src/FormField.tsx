import type { ReactNode } from 'react';
import type { FieldError } from './use-estimate-fields';
import styles from './EstimateForm.module.css';

export interface FormFieldProps {
  id: string;
  label: string;
  error: FieldError | undefined;
  className?: string;
  children: ReactNode;
}

/** The accessible attributes a control gets from its field: invalid state and its error text. */
export function controlAria(id: string, error: FieldError | undefined, noteId?: string) {
  const describedBy = [error ? `${id}-error` : '', noteId ?? ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : false, 'aria-describedby': describedBy || undefined } as const;
}

/** One labelled field with its error below (announced when it appears as the visitor leaves the field). */
export function FormField({ id, label, error, className, children }: FormFieldProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError} role={error.live ? 'alert' : undefined}>
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
