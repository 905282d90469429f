import { MediaImage } from '@handyman/shared/ui';
import styles from './FranchiseContactSuccessPage.module.css';

/** An embeddable map URL (the spec's test: it contains 'embed'); anything else is a map image. */
export function isEmbeddedMap(url: string): boolean {
  return url.includes('embed');
}

/** The office's services map: an embedded map frame (550 by 375; the window's width up to 768 px) or a 250 by 150 image. */
export function ServicesMap({ url, officeName }: { url: string | undefined; officeName: string }) {
  if (!url) return null;
  const label = `Map of the ${officeName} service area`;
  if (isEmbeddedMap(url)) {
    return <iframe className={styles.mapFrame} src={url} title={label} width={550} height={375} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />;
  }
  return <MediaImage className={styles.mapImage} image={{ Value: url }} alt={label} width={250} height={150} />;
}
