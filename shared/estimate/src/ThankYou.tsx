import { Link, useLocation } from 'react-router-dom';
import { learnMorePath } from './learn-more-path';
import { useFocusOnMount } from '@handyman/platform/ui';
import type { OutOfAreaCall } from './out-of-area';
import { OutOfAreaNote } from './OutOfAreaNote';
import styles from './ThankYou.module.css';

export const THANK_YOU = {
  title: 'Estimate Request',
  heading: 'Thank You For Your Estimate Request!',
  body: "We've received your request and one of our team members will reach out shortly to discuss your project. If you have any questions in the meantime, feel free to reach out. We're here to help and look forward to working with you!",
  button: 'LEARN MORE ABOUT OUR HANDYMAN SERVICES',
} as const;

/** What the modal shows once the request is in. */
export function ThankYou({
  titleId,
  descriptionId,
  officePath,
  outOfArea,
}: {
  titleId: string;
  descriptionId: string;
  officePath: string | null;
  /** A request from a ZIP no office serves: who will call instead. */
  outOfArea?: OutOfAreaCall;
}) {
  const { pathname } = useLocation();
  const title = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className={styles.thanks}>
      <svg className={styles.check} viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="currentColor" />
        <path d="M14 25l7 7 13-15" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 id={titleId} ref={title} tabIndex={-1} className={styles.eyebrow}>
        {THANK_YOU.title}
      </h2>
      <p className={styles.thanksHeading}>{THANK_YOU.heading}</p>
      <p id={descriptionId} className={styles.thanksBody}>
        {THANK_YOU.body}
      </p>
      {outOfArea ? <OutOfAreaNote when="sent" className={styles.outOfArea} {...outOfArea} /> : null}
      <Link className={`button-primary ${styles.learnMore}`} to={learnMorePath(pathname, officePath)}>
        {THANK_YOU.button}
      </Link>
    </div>
  );
}
