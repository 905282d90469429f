import type { PackageDetail } from '@handyman/contracts';
import { highlightIcon } from './highlight-icons';
import { HighlightIconSvg } from './HighlightIconSvg';
import styles from './PackageDetailPage.module.css';

/** The package's highlights, each with its icon. */
export function PackageHighlights({ items }: { items: PackageDetail['IconAndHighlight'] }) {
  const shown = (items ?? []).filter((item) => item?.HighlightText?.Value);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.highlights} aria-label="Package highlights">
      {shown.map((item) => (
        <li key={item.HighlightText.Value}>
          <span className={styles.highlightIcon}>
            <HighlightIconSvg icon={highlightIcon(item.FontAwesomeClass?.Value)} />
          </span>
          {item.HighlightText.Value}
        </li>
      ))}
    </ul>
  );
}
