import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { browserPrivacyState } from '../../privacy/privacy-state';
import { useSiteView } from '../../layout/site-view';
import { MeasurementChoice, SaleChoice } from './ChoiceForms';
import type { PrivacyChoicesData } from './privacy-choices-loader';
import { SAVED_TEXT } from './privacy-texts';
import styles from './PrivacyChoicesPage.module.css';

/**
 * Global Privacy Control as the page shows it: the server's reading of the request, or the
 * browser's own once live (a browser may show the signal to script without sending the header).
 */
function useSignal(rendered: boolean): boolean {
  const [gpc, setGpc] = useState(rendered);
  useEffect(() => {
    if (!rendered && browserPrivacyState().gpc) setGpc(true);
  }, [rendered]);
  return gpc;
}

/**
 * /your-privacy-choices: opt out of the sale and sharing of personal information in one step (no
 * account, no questions), say whether the browser's Global Privacy Control was honoured, and
 * choose site measurement. Kept in this browser for 13 months; changeable here at any time.
 */
export default function PrivacyChoicesPage({ data }: { data: PrivacyChoicesData }) {
  const brand = useSiteView().brand;
  const gpc = useSignal(data.gpc);
  return (
    <div className={`container ${styles.page}`}>
      <h1>Your Privacy Choices</h1>
      <p className={styles.lead}>
        {brand ? `${brand} respects your choices.` : 'We respect your choices.'} Make them here in one step: no account, no questions.
      </p>
      {data.saved ? (
        <p className={styles.saved} role="status">
          {SAVED_TEXT[data.saved]}
        </p>
      ) : null}
      <SaleChoice gpc={gpc} choice={data.choice} />
      <MeasurementChoice choice={data.choice} />
      <div className={styles.more}>
        <h2>How your choices are kept</h2>
        <p>
          In a cookie in this browser, for 13 months; come back here to change them at any time. If you clear your cookies, or use another
          browser or device, choose there again (a browser that sends Global Privacy Control is opted out wherever it goes). An estimate
          request you send us records whether you opted out, so the office and the systems we pass it to honour it.
        </p>
        <p>
          More in our <Link to="/resources/privacy-policy">Privacy Policy</Link>.
        </p>
      </div>
    </div>
  );
}
