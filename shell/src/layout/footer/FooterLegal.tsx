import type { PageLink } from '@handyman/contracts';
import { ContentLink, RichText } from '@handyman/platform/ui';
import { copyrightLine } from './copyright';
import type { SiteView } from '../site-view';
import styles from './Footer.module.css';

const PRIVACY_CHOICES_FALLBACK: PageLink = {
  Name: 'your-privacy-choices',
  Link: 'Your Privacy Choices',
  URL: 'resources/privacy-policy#your-privacy-choices',
};

/** The privacy-options mark (a toggle with a tick and a cross) shown beside 'Your Privacy Choices'. */
function PrivacyChoicesIcon() {
  return (
    <svg width="30" height="14" viewBox="0 0 30 14" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="29" height="13" rx="6.5" fill="#fff" stroke="currentColor" />
      <path d="M15 0.5h8a6.5 6.5 0 0 1 0 13h-8z" fill="#0066ff" />
      <path d="m5 7 2 2 3.5-4" fill="none" stroke="#0066ff" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      <path d="m20 4.5 5 5m0-5-5 5" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** Disclaimer notes, then the copyright line with the current year, legal links and Your Privacy Choices. */
export function FooterLegal({ footer, brand }: { footer: SiteView['footer']; brand: string }) {
  const privacyChoices = footer.privacyChoices ?? PRIVACY_CHOICES_FALLBACK;
  return (
    <div className={`container ${styles.legal}`}>
      {footer.disclaimer ? <RichText className={styles.disclaimer} html={footer.disclaimer} /> : null}
      <div className={styles.bottomLine}>
        <p className={styles.copyright} data-testid="copyright">
          {copyrightLine(footer.copyright ?? undefined, new Date().getFullYear(), brand)}
        </p>
        <ul className={styles.legalLinks} aria-label="Legal">
          {footer.legalLinks.map((page, index) => (
            <li key={`${index}-${page.Name}`}>
              <ContentLink markCurrent page={page} />
            </li>
          ))}
          <li>
            <ContentLink markCurrent page={privacyChoices} className={styles.privacyChoices}>
              <PrivacyChoicesIcon />
              {privacyChoices.Link || 'Your Privacy Choices'}
            </ContentLink>
          </li>
        </ul>
      </div>
    </div>
  );
}
