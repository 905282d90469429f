import { HighlightIconSvg } from './HighlightIconSvg';
import type { PackageView } from './package-view';
import styles from './PackageDetailPage.module.css';

/** The package's highlights, each with its icon. */
export function PackageHighlights({ items }: { items: PackageView['highlights'] }) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.highlights} aria-label="Package highlights">
      {items.map((item) => (
        <li key={item.text}>
          <span className={styles.highlightIcon}>
            <HighlightIconSvg icon={item.icon} />
          </span>
          {item.text}
        </li>
      ))}
    </ul>
  );
}
