import type { BodyCopyTray as BodyCopyTrayContent } from '@handyman/shared';
import { RichText } from '@handyman/shared/ui';

export function BodyCopyTray({ tray }: { tray: BodyCopyTrayContent }) {
  return (
    <section className="tray tray-body-copy">
      {tray.Heading?.Value ? <h2>{tray.Heading.Value}</h2> : null}
      <RichText html={tray.Copy.Value} />
    </section>
  );
}
