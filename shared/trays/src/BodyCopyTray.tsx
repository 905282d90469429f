import type { Alignment, BodyCopyTray as BodyCopyTrayContent } from '@handyman/contracts';
import { RichText } from '@handyman/platform/ui';
import { usePlaceholders } from './placeholders';
import { TrayButton } from './TrayLink';
import shared from './Tray.module.css';
import styles from './BodyCopyTray.module.css';

const ALIGNMENT_CLASS: Record<Alignment, string> = { Left: '', Center: shared.center ?? '', Right: shared.right ?? '' };

/** The CMS writes "right" and "Right" alike. */
export function alignmentOf(value: string | undefined): Alignment {
  const normalised = (value ?? '').trim().toLowerCase();
  if (normalised === 'center') return 'Center';
  if (normalised === 'right') return 'Right';
  return 'Left';
}

/**
 * Heading, copy and an optional call to action. With AddOutline the copy sits in an outlined panel
 * and the subheading is an outlined label; without it the subheading reads as a pull quote.
 */
export function BodyCopyTray({ tray }: { tray: BodyCopyTrayContent }) {
  const fill = usePlaceholders();
  const outlined = tray.AddOutline?.Value === 'Yes';
  const align = ALIGNMENT_CLASS[alignmentOf(tray.HeadingAlignment?.Value)];
  const subheading = fill(tray.Subheading?.Value);
  return (
    <section className={`${shared.tray} tray-body-copy`}>
      <div className="container">
        <div className={[outlined ? styles.outlined : '', align === shared.center ? styles.centered : '', shared.copy].join(' ')}>
          {tray.Heading?.Value ? <h2 className={`${shared.heading} ${align}`}>{fill(tray.Heading.Value)}</h2> : null}
          {subheading ? (
            <p className={`${outlined ? styles.outlinedSubheading : styles.quote} ${outlined ? '' : align}`}>{subheading}</p>
          ) : null}
          <RichText className={shared.flow} html={fill(tray.Copy?.Value)} />
          <TrayButton page={tray.Page} className={`${shared.cta} ${align}`} />
        </div>
      </div>
    </section>
  );
}
