import { MediaImage } from '@handyman/platform/base';
import { mapSource } from './map-source';
import styles from './ServicesMap.module.css';

/**
 * The office's services map: an allow-listed map embed in a sandboxed frame (550 by 375; the
 * window's width up to 768 px), or a 250 by 150 map image. Values that are neither show nothing.
 */
export function ServicesMap({ url, officeName }: { url: string | undefined; officeName: string }) {
  const source = mapSource(url);
  if (!source) return null;
  const label = `Map of the ${officeName} service area`;
  if (source.kind === 'embed') {
    return (
      <iframe
        className={styles.mapFrame}
        src={source.url}
        title={label}
        width={550}
        height={375}
        loading="lazy"
        sandbox="allow-scripts allow-same-origin allow-popups"
        referrerPolicy="no-referrer-when-downgrade"
      />
    );
  }
  return <MediaImage className={styles.mapImage} image={{ Value: source.path }} alt={label} width={250} height={150} />;
}
