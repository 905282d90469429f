import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { telDigits, useSiteStore } from '@handyman/platform';
import { EMPTY_ESTIMATE, ESTIMATE_FIELDS, ESTIMATE_FORM, MESSAGES, toEstimateRequest } from '@handyman/contracts/validation';
import { EstimateFields, fieldId } from './EstimateFields';
import { ESTIMATE_POST_FIELDS } from './estimate-post';
import { submitButtonText, type EstimateFormVariant } from './estimate-messages';
import { Honeypot } from './Honeypot';
import { contactSuccessPath, rememberEstimateOffice, withPageOffice } from './estimate-destination';
import { withOutOfArea, type OutOfAreaCall } from './out-of-area';
import { OutOfAreaNote } from './OutOfAreaNote';
import { pageOptOut } from './page-opt-out';
import { SubmitFailure } from './SubmitFailure';
import { TermsText } from './TermsText';
import { useAddressAutofill } from './use-address-autofill';
import { useEstimateFields } from './use-estimate-fields';
import { useTopicSummary } from '@handyman/platform';
import { answeredOffice, useEstimateOffice } from './use-estimate-office';
import type { FranchiseEstimateData } from './views';
import { useEstimateFormStamp, useEstimateSubmission } from './use-posted-estimate';
import { useSendEstimate } from './use-send-estimate';
import { useNationalPhone } from './use-national-phone';
import { useZipPlace } from '@handyman/offices';
import styles from './EstimateForm.module.css';

export interface EstimateSuccess {
  /** Home path of the office the request went to, as content-api's answer names it (the ZIP's office, else the page's); null if none. */
  officePath: string | null;
  /** Where the visitor goes next without an onSuccess: /{office}/contact_success or /contact_success. */
  successPath: string;
  leadId?: string;
  /** Set when no office serves the request's ZIP: who will call, from which number. */
  outOfArea?: OutOfAreaCall;
}

export interface EstimateFormProps {
  /** 'modal' in the estimate modal, 'page' on pages and the tab area, 'new-franchise' on new-layout office pages. */
  variant?: EstimateFormVariant;
  /** The office whose page shows the form: its phone shows until a typed ZIP matches an office, and the request names it for content-api. */
  franchise?: FranchiseEstimateData;
  /** Button text configured in content; a blank configured text shows 'Submit'. */
  submitText?: string;
  /** Called after a successful request instead of the redirect to the contact_success page. */
  onSuccess?: (result: EstimateSuccess) => void;
  className?: string;
}

/** Keeps the ZIP the visitor gave with the office it went to (offices/<id>). */
const rememberZip = (zip: string, officePath: string) =>
  useSiteStore.getState().setRecentZip({ zip: zip.trim().slice(0, 5), office: officePath.replace(/^\/+|\/+$/g, '') });

/** The free phone estimate request: validated fields, office match by ZIP, one lead per filled form. */
export function EstimateForm({ variant = 'page', franchise, submitText, onSuccess, className }: EstimateFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [trap, setTrap] = useState('');
  // The server's answer to this form posted without script: what was typed and why it was not sent.
  const posted = useEstimateSubmission(variant);
  const stamp = useEstimateFormStamp();
  const [showFormError, setShowFormError] = useState(() => Object.keys(posted?.errors ?? {}).length > 0);
  // On a package's page the request starts by naming the package (the visitor can change it).
  const topicSummary = useTopicSummary();
  const [initial] = useState(
    () => posted ?? (topicSummary ? { values: { ...EMPTY_ESTIMATE, summary: topicSummary }, errors: {} } : undefined),
  );
  const { values, errors, change, blur, focus, focusQuietly, validateAll, fill } = useEstimateFields(initial);
  const office = useEstimateOffice(values.zip, franchise);
  const place = useZipPlace(values.zip);
  useAddressAutofill(place, values, fill);
  const { busy, failure, submit } = useSendEstimate(posted?.failure ?? null);
  const national = useNationalPhone();
  const initialValues = useRef(values);
  useEffect(() => {
    // The form is in the server's HTML: what was typed (or autofilled) before the page was live is
    // in the fields but not yet in state. Taken in once, as if typed now; what the server's answer
    // put there already is in state, with its message.
    const form = formRef.current;
    for (const field of ESTIMATE_FIELDS) {
      const element = form?.elements.namedItem(ESTIMATE_FORM[field].name);
      const typed = element && 'value' in element ? String(element.value) : '';
      if (typed !== '' && typed !== initialValues.current[field]) change(field, typed);
    }
  }, [change]);
  const call = office.phone ? { display: office.phone, tel: telDigits(office.phone) } : national;
  const outOfArea = (zip: string, target: { path: string | null; phone: string }): OutOfAreaCall => ({
    zip,
    byOffice: target.path !== null,
    phone: target.phone ? { display: target.phone, tel: telDigits(target.phone) } : national,
  });
  const zipNote = office.zipUnmatched
    ? { id: `${id}-zip-note`, content: <OutOfAreaNote id={`${id}-zip-note`} when="form" {...outOfArea(values.zip, office)} /> }
    : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateAll();
    setShowFormError(invalid !== undefined);
    if (invalid) {
      focusQuietly(formRef.current?.querySelector<HTMLElement>(`[id="${fieldId(id, invalid)}"]`));
      return;
    }
    // content-api picks the office (the ZIP's, else this page's) and fills in its ServiceTitan id.
    // The lead records the visitor's privacy opt-out, for every system it reaches to honour.
    const request = withPageOffice({ ...toEstimateRequest(values, ''), privacyOptOut: pageOptOut() }, franchise?.homePath);
    const response = await submit(request, trap);
    if (!response) return;
    const target = answeredOffice(response, office);
    if (response.office !== undefined) rememberEstimateOffice(target.zipUnmatched ? null : target.path);
    const unmatched = target.zipUnmatched ? outOfArea(values.zip.trim(), target) : undefined;
    // The ZIP an office serves goes with that office's Book Online links from now on, not asked again.
    if (target.path && !unmatched) rememberZip(values.zip, target.path);
    const result: EstimateSuccess = {
      officePath: target.path,
      successPath: withOutOfArea(contactSuccessPath(target.path), unmatched?.zip ?? null),
      leadId: response.leadId,
      outOfArea: unmatched,
    };
    if (onSuccess) onSuccess(result);
    else navigate(result.successPath);
  };

  // Without script the form posts itself to this page's address; the server answers with the
  // confirmation page, or this page again with the form showing what was typed and the messages
  // beside the fields (the modal's open, a page's form scrolled to by its anchor).
  const action = variant === 'modal' ? `${pathname}${search}` : `${pathname}${search}#${id}-form`;
  const label = submitButtonText(variant, submitText, false);
  return (
    <form
      ref={formRef}
      id={`${id}-form`}
      className={[styles.form, styles[variant], className].filter(Boolean).join(' ')}
      method="post"
      action={action}
      onSubmit={onSubmit}
      noValidate
      aria-label="Free estimate request"
      data-zip-unmatched={office.zipUnmatched ? 'true' : undefined}
    >
      <input type="hidden" name={ESTIMATE_POST_FIELDS.form} value={variant} />
      {franchise ? <input type="hidden" name={ESTIMATE_POST_FIELDS.office} value={franchise.homePath} /> : null}
      {stamp ? <input type="hidden" name={ESTIMATE_POST_FIELDS.shown} value={stamp} /> : null}
      <p className={styles.required}>All fields are required.</p>
      <EstimateFields
        idPrefix={id}
        values={values}
        errors={errors}
        cityOptions={place?.city ? [place.city] : []}
        onChange={change}
        onBlur={blur}
        onFocus={focus}
        zipNote={zipNote}
      />
      <Honeypot id={`${id}-trap`} value={trap} onChange={setTrap} />
      <TermsText id={`${id}-terms`} buttonLabel={label} />
      {showFormError && Object.keys(errors).length > 0 ? (
        <p className={styles.formError} role="alert">
          {MESSAGES.form}
        </p>
      ) : null}
      <button type="submit" className={`button-primary ${styles.submit}`} disabled={busy} aria-describedby={`${id}-terms`}>
        {busy ? submitButtonText(variant, submitText, true) : label}
      </button>
      {failure ? <SubmitFailure failure={failure} phone={call.display} tel={call.tel} /> : null}
    </form>
  );
}
