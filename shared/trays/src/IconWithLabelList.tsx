import { MediaImage } from '@handyman/platform/ui';
import { TrayLink } from './TrayLink';
import type { IconItemView, IconListView } from './views/icon-list';
import shared from './Tray.module.css';
import styles from './IconWithLabelList.module.css';

/**
 * Icons with a label and caption: 4 columns when IconsPerRow is 4, else 3; icon left or on top. An
 * item with a Page is a link card to it (and looks tappable); one without is plain text on a flat
 * background, never a card that looks like a button and leads nowhere.
 */
export function IconWithLabelList({ view }: { view: IconListView }) {
  const columns = view.columns === 4 ? styles.columns4 : styles.columns3;
  const placement = view.iconLeft ? styles.iconLeft : '';
  return (
    <section className={shared.tray}>
      <div className="container">
        {view.heading !== undefined ? <h2 className={`${shared.heading} ${shared.center}`}>{view.heading}</h2> : null}
        <ul className={`${styles.list} ${columns} ${placement}`}>
          {view.items.map((item, index) => (
            <li key={index}>
              {item.page ? (
                <TrayLink page={item.page} className={`${styles.item} ${styles.link}`}>
                  <ItemBody item={item} />
                </TrayLink>
              ) : (
                <div className={styles.item}>
                  <ItemBody item={item} />
                </div>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ItemBody({ item }: { item: IconItemView }) {
  return (
    <>
      {/* The label says what the icon shows. */}
      <MediaImage className={styles.icon} image={item.icon} alt="" width={56} height={56} />
      <span>
        <span className={styles.label}>{item.label}</span>
        {item.caption !== undefined ? <span className={styles.caption}>{item.caption}</span> : null}
      </span>
    </>
  );
}
