import type { Alignment } from '@handyman/contracts';
import { RichText } from '@handyman/platform/ui';
import { TrayButton } from './TrayLink';
import type { BodyCopyView } from './views/body-copy';
import shared from './Tray.module.css';
import styles from './BodyCopyTray.module.css';

export { alignmentOf } from './views/body-copy';

const ALIGNMENT_CLASS: Record<Alignment, string> = { Left: '', Center: shared.center ?? '', Right: shared.right ?? '' };

/**
 * Heading, copy and an optional call to action. With AddOutline the copy sits in an outlined panel
 * and the subheading is an outlined label; without it the subheading reads as a pull quote.
 */
export function BodyCopyTray({ view }: { view: BodyCopyView }) {
  const { outlined, subheading } = view;
  const align = ALIGNMENT_CLASS[view.alignment];
  return (
    <section className={`${shared.tray} tray-body-copy`}>
      <div className="container">
        <div className={[outlined ? styles.outlined : '', align === shared.center ? styles.centered : '', shared.copy].join(' ')}>
          {view.heading !== undefined ? <h2 className={`${shared.heading} ${align}`}>{view.heading}</h2> : null}
          {subheading ? (
            <p className={`${outlined ? styles.outlinedSubheading : styles.quote} ${outlined ? '' : align}`}>{subheading}</p>
          ) : null}
          <RichText className={shared.flow} html={view.copy} />
          <TrayButton page={view.page} className={`${shared.cta} ${align}`} />
        </div>
      </div>
    </section>
  );
}
