import { WHY_CHOOSE_US_ANCHOR } from '@handyman/platform';
import { MediaImage, RichText } from '@handyman/platform/ui';
import { TrayLink } from './TrayLink';
import type { WhyChooseUsView } from './views/why-choose-us';
import shared from './Tray.module.css';
import styles from './WhyChooseUsTray.module.css';

// The container's width on phones; from 768 px the splash's 5 of a 7fr 5fr grid with a 48 px gap.
const SPLASH_SIZES =
  '(min-width: 1300px) 477px, (min-width: 1200px) 460px, (min-width: 768px) calc((100vw - 96px) * 5 / 12), calc(100vw - 32px)';

/** Why choose us: intro heading and copy, a splash image and trust logos. */
export function WhyChooseUsTray({ view }: { view: WhyChooseUsView }) {
  const { logos, more } = view;
  return (
    <section id={WHY_CHOOSE_US_ANCHOR} className={shared.tray}>
      <div className={`container ${styles.grid}`}>
        <div className={shared.copy}>
          <h2 className={shared.heading}>{view.heading}</h2>
          <RichText className={shared.flow} html={view.copy} />
          {logos.length > 0 ? (
            <ul className={styles.logos}>
              {logos.map((logo, index) => (
                <li key={index}>
                  <MediaImage className={styles.logo} image={logo} width={64} height={64} />
                </li>
              ))}
            </ul>
          ) : null}
          {more ? (
            <p>
              <TrayLink page={more.page} className="button-secondary">
                Learn More<span className="visually-hidden"> about {more.about}</span>
              </TrayLink>
            </p>
          ) : null}
        </div>
        <MediaImage className={styles.splash} image={view.splash} sizes={SPLASH_SIZES} />
      </div>
    </section>
  );
}
