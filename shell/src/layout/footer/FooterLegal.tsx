import type { PageLink } from '@handyman/contracts';
import { ContentLink, RichText } from '@handyman/platform/ui';
import { PRIVACY_CHOICES_PATH } from '../../lib/shell-routes';
import { copyrightLine } from './copyright';
import type { SiteView } from '../site-view';
import styles from './Footer.module.css';

/** The "Your Privacy Choices" mark (a toggle with a tick and a cross): one file, which the office campaign footer shows too. */
export const PRIVACY_CHOICES_ICON = '/privacy-choices.svg';

/** Disclaimer notes, then the copyright line with the current year, legal links and Your Privacy Choices. */
export function FooterLegal({ footer, brand }: { footer: SiteView['footer']; brand: string }) {
  // Content names the link's words; it always leads to the site's own choices page.
  const privacyChoices: PageLink = {
    Name: 'your-privacy-choices',
    Link: footer.privacyChoices?.Link || 'Your Privacy Choices',
    URL: PRIVACY_CHOICES_PATH.slice(1),
  };
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
              <img src={PRIVACY_CHOICES_ICON} width={30} height={14} alt="" loading="lazy" />
              {privacyChoices.Link}
            </ContentLink>
          </li>
        </ul>
      </div>
    </div>
  );
}
