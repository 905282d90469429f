import { asArray, type PageLink } from '@handyman/contracts';
import { ContentLink, linkText } from '@handyman/platform/ui';
import { SocialIcon } from './social-icons';
import styles from './Footer.module.css';

/** Round social icons; each link is named after its network (and says it opens a new tab). */
export function SocialLinks({ pages }: { pages: PageLink[] | PageLink | undefined }) {
  const links = asArray(pages).filter((page) => page?.Name);
  if (links.length === 0) return null;
  return (
    <ul className={styles.social} aria-label="Follow us">
      {links.map((page) => (
        <li key={page.Name}>
          <ContentLink markCurrent page={page} className={styles.socialLink}>
            <SocialIcon network={page.Name} />
            <span className="visually-hidden">{linkText(page)}</span>
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}
