import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { lookupZip, useSiteStore } from '@handyman/platform';
import { type ZipLookupResponse } from '@handyman/contracts';
import { isReplayedEvent, RichText } from '@handyman/platform/ui';
import { isValidZip, MESSAGES, ZIP_INPUT_MAX_LENGTH } from '@handyman/contracts/validation';
import { ZIP_LOOKUP_ACTION, zipAnswerOffice, zipLookupDestination } from './zip-outcome';
import { formOrigin, returnedInvalidZip, ZIP_FORM_PARAMS, zipHeadingId, zipInputId } from './zip-return';
import { zipFormModel, type ZipFormCms, type ZipFormModel } from '../views/zip-form-model';
import styles from './ZipLookupForm.module.css';

interface ZipFormDisplay {
  /** Visual treatment: on a dark hero or footer band, or on a light page. */
  tone?: 'dark' | 'light';
  headingLevel?: 2 | 3;
  className?: string;
}

export interface ZipLookupFormProps extends ZipFormDisplay {
  content?: ZipFormCms;
}

export interface ZipLookupFormViewProps extends ZipFormDisplay {
  /** Texts and layout (zipFormModel). */
  content: ZipFormModel;
}

/** The find-your-local-office form: a ZIP where the work is to be done leads to the nearest office. */
export function ZipLookupFormView({ content, tone = 'light', headingLevel = 2, className }: ZipLookupFormViewProps) {
  const id = useId();
  const navigate = useNavigate();
  const { key: locationKey, pathname, search } = useLocation();
  // The address the visitor is at now, read after the lookup: a late answer must not pull them
  // away from a page they moved on to (the footer form stays mounted across pages).
  const currentLocation = useRef(locationKey);
  currentLocation.current = locationKey;
  // The server's answer to this box sent without script with a ZIP that is not one: shown again, marked.
  const [returned] = useState(() => returnedInvalidZip(search, id));
  const [zipState, setZip] = useState(returned ?? '');
  const [invalid, setInvalid] = useState(returned !== null);
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Typed (or autofilled) into the server's HTML before the page was live: taken into state.
    const typed = input.current?.value ?? '';
    if (typed !== '') setZip(typed.slice(0, ZIP_INPUT_MAX_LENGTH));
  }, []);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { headingInline, submitInline } = content;

  /** Focusing the box clears it and its error, so the ZIP is typed again from scratch. */
  const clearBox = () => {
    setZip('');
    setInvalid(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // The box's own value: what was typed before hydration is in it, not yet in state.
    const box = event.currentTarget.elements.namedItem(ZIP_FORM_PARAMS.zip);
    const zip = box instanceof HTMLInputElement ? box.value : zipState;
    if (!isValidZip(zip)) {
      setInvalid(true);
      return;
    }
    setSubmitting(true);
    const startedAt = currentLocation.current;
    let result: ZipLookupResponse | null = null;
    try {
      result = await lookupZip(zip.trim());
    } catch {
      result = null;
    }
    setSubmitting(false);
    if (currentLocation.current !== startedAt) return;
    const destination = zipLookupDestination(result);
    // The office's Book Online links carry the ZIP from now on: the visitor is not asked for it again.
    const office = zipAnswerOffice(result);
    if (office) useSiteStore.getState().setRecentZip({ zip: zip.trim().slice(0, 5), office: office.replace(/^\/+/, '') });
    navigate(destination.to, { replace: destination.replace });
  };

  return (
    <section
      className={[styles.zip, styles[tone], headingInline ? styles.headingInline : '', className].filter(Boolean).join(' ')}
      aria-labelledby={zipHeadingId(id)}
    >
      <Heading id={zipHeadingId(id)} className={styles.heading}>
        {content.heading}
      </Heading>
      <form
        className={[styles.form, submitInline ? '' : styles.submitBelow].filter(Boolean).join(' ')}
        action={ZIP_LOOKUP_ACTION}
        method="get"
        onSubmit={onSubmit}
        noValidate
        role="search"
        aria-labelledby={zipHeadingId(id)}
      >
        <input type="hidden" name={ZIP_FORM_PARAMS.from} value={formOrigin(pathname, search)} />
        <input type="hidden" name={ZIP_FORM_PARAMS.form} value={id} />
        <label htmlFor={zipInputId(id)} className="visually-hidden">
          ZIP code where the work is to be done
        </label>
        <input
          ref={input}
          id={zipInputId(id)}
          className={styles.input}
          name={ZIP_FORM_PARAMS.zip}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={ZIP_INPUT_MAX_LENGTH}
          placeholder={content.placeholder}
          value={zipState}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : content.textBelowInput ? `${id}-below` : undefined}
          onFocus={(event) => {
            // A focus from before hydration, replayed: what was typed since stays.
            if (!isReplayedEvent(event)) clearBox();
          }}
          // Enter pressed in the box keeps its focus: a press on it then is the visitor coming back to it.
          onPointerDown={(event) => {
            if (invalid && event.currentTarget.ownerDocument.activeElement === event.currentTarget) clearBox();
          }}
          onChange={(event) => {
            setZip(event.target.value.slice(0, ZIP_INPUT_MAX_LENGTH));
            setInvalid(false);
          }}
        />
        <button type="submit" className={`button-primary ${styles.submit}`} disabled={submitting}>
          {submitting ? 'Please Wait...' : 'Find My Office'}
        </button>
      </form>
      {invalid ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {MESSAGES.zipLookup}
        </p>
      ) : null}
      {content.textBelowInput ? <RichText id={`${id}-below`} as="p" className={styles.below} html={content.textBelowInput} /> : null}
      {content.handymanMatters ? <RichText className={styles.matters} html={content.handymanMatters} /> : null}
    </section>
  );
}

/** ZipLookupFormView of the form's CMS content. */
export function ZipLookupForm({ content, ...display }: ZipLookupFormProps) {
  return <ZipLookupFormView content={zipFormModel(content)} {...display} />;
}
