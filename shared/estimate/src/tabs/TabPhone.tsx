import { usePreferredPhone } from '@handyman/platform';
import { RichText } from '@handyman/platform/ui';
import { TabIcon } from './TabIcon';
import { useTabText } from './use-tab-text';
import styles from './EstimateTabs.module.css';

/** 'Rather talk to a person? Call' with the phone to call now (recent office, else corporate). */
export function TabPhone(props: { before: string; below: string }) {
  const phone = usePreferredPhone();
  const text = useTabText();
  const before = text(props.before);
  const below = text(props.below);
  return (
    <div className={styles.phoneBlock}>
      <p className={styles.phoneLine}>
        {before ? <RichText as="span" className={styles.phoneBefore} html={before} /> : null}{' '}
        <a className={styles.phoneLink} href={`tel:${phone.tel}`} data-testid="tab-phone">
          <TabIcon tab="phone" className={styles.phoneIcon} />
          {phone.display}
        </a>
      </p>
      {below ? <RichText as="p" className={styles.phoneBelow} html={below} /> : null}
    </div>
  );
}
