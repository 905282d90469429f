import styles from './EstimateForm.module.css';

/** The honeypot's field name, as the form posts it. */
export const HONEYPOT_NAME = 'website';

export interface HoneypotProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A field people never see, hear or reach with Tab; form-filling bots fill it in. Its value is sent
 * as the X-Form-Trap header and the server drops such requests quietly.
 */
export function Honeypot({ id, value, onChange }: HoneypotProps) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name={HONEYPOT_NAME}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
