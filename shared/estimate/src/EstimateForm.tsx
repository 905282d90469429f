import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { telDigits } from '@handyman/platform';
import { useHydrated } from '@handyman/platform/ui';
import { ESTIMATE_FIELDS, MESSAGES, toEstimateRequest } from '@handyman/contracts/validation';
import { EstimateFields, fieldId } from './EstimateFields';
import { FIELD_SPECS } from './field-specs';
import { submitButtonText, type EstimateFormVariant } from './estimate-messages';
import { Honeypot } from './Honeypot';
import { contactSuccessPath } from './office-match';
import { SubmitFailure } from './SubmitFailure';
import { TermsText } from './TermsText';
import { useAddressAutofill } from './use-address-autofill';
import { useEstimateFields } from './use-estimate-fields';
import { useEstimateOffice, type FranchiseEstimateData } from './use-estimate-office';
import { useEstimateSubmit } from './use-estimate-submit';
import { useNationalPhone } from './use-national-phone';
import { useZipPlace } from './use-zip-place';
import styles from './EstimateForm.module.css';

export interface EstimateSuccess {
  /** Home path of the office the request went to (typed ZIP's office, else the page's); null if none. */
  officePath: string | null;
  /** Where the visitor goes next without an onSuccess: /{office}/contact_success or /contact_success. */
  successPath: string;
  leadId?: string;
}

export interface EstimateFormProps {
  /** 'modal' in the estimate modal, 'page' on pages and the tab area, 'new-franchise' on new-layout office pages. */
  variant?: EstimateFormVariant;
  /** The office whose page shows the form: its destination, phone and ServiceTitan id apply until a typed ZIP matches an office. */
  franchise?: FranchiseEstimateData;
  /** Button text configured in content; a blank configured text shows 'Submit'. */
  submitText?: string;
  /** Called after a successful request instead of the redirect to the contact_success page. */
  onSuccess?: (result: EstimateSuccess) => void;
  className?: string;
}

/** The free phone estimate request: validated fields, office match by ZIP, one lead per filled form. */
export function EstimateForm({ variant = 'page', franchise, submitText, onSuccess, className }: EstimateFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [trap, setTrap] = useState('');
  const [showFormError, setShowFormError] = useState(false);
  const { values, errors, change, blur, focus, focusQuietly, validateAll, fill } = useEstimateFields();
  const office = useEstimateOffice(values.zip, franchise);
  const place = useZipPlace(values.zip);
  useAddressAutofill(place, values, fill);
  const { busy, failure, submit } = useEstimateSubmit();
  // Covers the wait for the typed ZIP's office before the request goes out.
  const [preparing, setPreparing] = useState(false);
  const national = useNationalPhone();
  // The request goes out from the browser's script: until the page is live the button waits (a press
  // would only reload the page and lose what was typed), and without script the phone is offered.
  const hydrated = useHydrated();
  useEffect(() => {
    // The form is in the server's HTML: what was typed (or autofilled) before the page was live is
    // in the fields but not yet in state. Taken in once, as if typed now.
    const form = formRef.current;
    for (const field of ESTIMATE_FIELDS) {
      const element = form?.elements.namedItem(FIELD_SPECS[field].name);
      const typed = element && 'value' in element ? String(element.value) : '';
      if (typed !== '') change(field, typed);
    }
  }, [change]);
  const call = office.phone ? { display: office.phone, tel: telDigits(office.phone) } : national;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || preparing) return;
    const invalid = validateAll();
    setShowFormError(invalid !== undefined);
    if (invalid) {
      focusQuietly(formRef.current?.querySelector<HTMLElement>(`[id="${fieldId(id, invalid)}"]`));
      return;
    }
    setPreparing(true);
    const target = await office.resolve();
    setPreparing(false);
    const response = await submit(toEstimateRequest(values, target.serviceTitanId), trap);
    if (!response) return;
    const result: EstimateSuccess = { officePath: target.path, successPath: contactSuccessPath(target.path), leadId: response.leadId };
    if (onSuccess) onSuccess(result);
    else navigate(result.successPath);
  };

  return (
    <form
      ref={formRef}
      className={[styles.form, styles[variant], className].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
      noValidate
      aria-label="Free estimate request"
      data-zip-unmatched={office.zipUnmatched ? 'true' : undefined}
    >
      <p className={styles.required}>All fields are required.</p>
      <EstimateFields
        idPrefix={id}
        values={values}
        errors={errors}
        cityOptions={place?.city ? [place.city] : []}
        onChange={change}
        onBlur={blur}
        onFocus={focus}
      />
      <Honeypot id={`${id}-trap`} value={trap} onChange={setTrap} />
      <TermsText id={`${id}-terms`} />
      {showFormError && Object.keys(errors).length > 0 ? (
        <p className={styles.formError} role="alert">
          {MESSAGES.form}
        </p>
      ) : null}
      <button
        type="submit"
        className={`button-primary ${styles.submit}`}
        disabled={busy || preparing || !hydrated}
        aria-describedby={`${id}-terms`}
      >
        {submitButtonText(variant, submitText, busy || preparing)}
      </button>
      <noscript>
        <p className={styles.noScript}>
          This form needs JavaScript, which is off in your browser. For your free estimate, call us at{' '}
          <a href={`tel:${call.tel}`}>{call.display}</a>.
        </p>
      </noscript>
      {failure ? <SubmitFailure failure={failure} phone={call.display} tel={call.tel} /> : null}
    </form>
  );
}
