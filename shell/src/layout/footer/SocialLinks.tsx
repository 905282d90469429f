import { asArray, type PageLink } from '@handyman/shared';
import { ContentLink } from '../links/ContentLink';
import { linkText } from '../links/page-link';
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
          <ContentLink page={page} className={styles.socialLink}>
            <SocialIcon network={page.Name} />
            <span className="visually-hidden">{linkText(page)}</span>
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}
