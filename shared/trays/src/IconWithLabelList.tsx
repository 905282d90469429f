import { asArray, type IconWithLabel, type IconWithLabelList as IconListContent } from '@handyman/contracts';
import { MediaImage } from '@handyman/platform/ui';
import { usePlaceholders } from './placeholders';
import { TrayLink } from './TrayLink';
import shared from './Tray.module.css';
import styles from './IconWithLabelList.module.css';

/**
 * Icons with a label and caption: 4 columns when IconsPerRow is 4, else 3; icon left or on top. An
 * item with a Page is a link card to it (and looks tappable); one without is plain text on a flat
 * background, never a card that looks like a button and leads nowhere.
 */
export function IconWithLabelList({ tray }: { tray: IconListContent }) {
  const fill = usePlaceholders();
  const columns = tray.IconsPerRow?.Value === '4' ? styles.columns4 : styles.columns3;
  const placement = tray.Placement?.Value === 'Left' ? styles.iconLeft : '';
  return (
    <section className={shared.tray}>
      <div className="container">
        {tray.Heading?.Value ? <h2 className={`${shared.heading} ${shared.center}`}>{fill(tray.Heading.Value)}</h2> : null}
        <ul className={`${styles.list} ${columns} ${placement}`}>
          {asArray(tray.Item).map((item, index) => (
            <li key={index}>
              {item.Page ? (
                <TrayLink page={item.Page} className={`${styles.item} ${styles.link}`}>
                  <ItemBody item={item} fill={fill} />
                </TrayLink>
              ) : (
                <div className={styles.item}>
                  <ItemBody item={item} fill={fill} />
                </div>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ItemBody({ item, fill }: { item: IconWithLabel; fill: (text: string | undefined) => string }) {
  return (
    <>
      {/* The label says what the icon shows. */}
      <MediaImage className={styles.icon} image={item.Icon} alt="" width={56} height={56} />
      <span>
        <span className={styles.label}>{fill(item.Label?.Value)}</span>
        {item.Caption?.Value ? <span className={styles.caption}>{fill(item.Caption.Value)}</span> : null}
      </span>
    </>
  );
}
