import { PRIVACY_CHOICES_PATH } from '../../lib/shell-routes';
import { PRIVACY_FIELDS } from '../../privacy/privacy-state';
import { HONOURED_TITLE } from './privacy-texts';
import type { PrivacyChoicesData } from './privacy-choices-loader';
import styles from './PrivacyChoicesPage.module.css';

// The page's two choices. Each is a plain form posted to the server (one button, one change), so
// it works the same with and without script; the server keeps the choice and comes back here.

function ChoiceButton({ field, value, primary, children }: { field: string; value: string; primary?: boolean; children: string }) {
  return (
    <form method="post" action={PRIVACY_CHOICES_PATH} className={styles.form}>
      <button type="submit" name={field} value={value} className={primary ? 'button-primary' : 'button-secondary'}>
        {children}
      </button>
    </form>
  );
}

function Honoured() {
  return (
    <div className={styles.honoured} data-testid="gpc-honoured">
      <p className={styles.honouredTitle}>
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="10" fill="currentColor" />
          <path d="m5.5 10.5 3 3 6-7" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {HONOURED_TITLE}
      </p>
      <p>
        Your browser sent a Global Privacy Control signal. We treat it as your request to opt out of the sale and sharing of your personal
        information and to limit the use of your sensitive personal information, in this browser, for as long as the signal is on. No
        advertising tags load while it is.
      </p>
    </div>
  );
}

/** Sale and sharing: the signal honoured, or one button to opt out (or back in). */
export function SaleChoice({ gpc, choice }: Pick<PrivacyChoicesData, 'gpc' | 'choice'>) {
  const optedOut = gpc || choice.saleOptOut;
  return (
    <section className={`card-accent ${styles.card}`} aria-labelledby="sale-heading">
      <h2 id="sale-heading">Sale and sharing of your personal information</h2>
      <p>
        We do not sell your personal information for money. Our pages can carry advertising partners’ tags, and what they collect may count
        as “selling” or “sharing” personal information (for advertising across sites) under California law and similar state laws. Opting
        out stops those tags in this browser, and also limits the use of your sensitive personal information to what is needed to give you
        the service you ask for.
      </p>
      {gpc ? <Honoured /> : null}
      <p className={styles.state} data-testid="sale-state">
        <strong>Now: </strong>
        {optedOut ? 'you have opted out of sale and sharing.' : 'sale and sharing are allowed.'}
      </p>
      {gpc ? (
        <p className={styles.note}>To allow sale and sharing again, turn Global Privacy Control off in your browser’s settings.</p>
      ) : choice.saleOptOut ? (
        <ChoiceButton field={PRIVACY_FIELDS.sale} value="in">
          Allow sale and sharing again
        </ChoiceButton>
      ) : (
        <ChoiceButton field={PRIVACY_FIELDS.sale} value="out" primary>
          Opt out of sale and sharing
        </ChoiceButton>
      )}
    </section>
  );
}

/** Site measurement (analytics): on unless the visitor turns it off. */
export function MeasurementChoice({ choice }: Pick<PrivacyChoicesData, 'choice'>) {
  return (
    <section className={`card-accent ${styles.card}`} aria-labelledby="analytics-heading">
      <h2 id="analytics-heading">Site measurement (analytics)</h2>
      <p>
        We count visits and see which pages help people, to make the site better. This is not sold or shared for advertising. You can turn
        it off; the site works the same either way.
      </p>
      <p className={styles.state} data-testid="analytics-state">
        <strong>Now: </strong>
        {choice.analyticsOff ? 'site measurement is off.' : 'site measurement is on.'}
      </p>
      {choice.analyticsOff ? (
        <ChoiceButton field={PRIVACY_FIELDS.analytics} value="on">
          Turn site measurement on
        </ChoiceButton>
      ) : (
        <ChoiceButton field={PRIVACY_FIELDS.analytics} value="off">
          Turn site measurement off
        </ChoiceButton>
      )}
    </section>
  );
}
