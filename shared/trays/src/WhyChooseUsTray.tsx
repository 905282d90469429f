import { asArray, type WhyChooseUsTray as WhyChooseUsContent } from '@handyman/contracts';
import { linkText, MediaImage, RichText } from '@handyman/platform/ui';
import { usePlaceholders } from './placeholders';
import { TrayLink } from './TrayLink';
import shared from './Tray.module.css';
import styles from './WhyChooseUsTray.module.css';

/** The anchor other pages and the franchise section nav link to (#why-choose-us). */
export const WHY_CHOOSE_US_ANCHOR = 'why-choose-us';

/** Why choose us: intro heading and copy, a splash image and trust logos. */
export function WhyChooseUsTray({ tray }: { tray: WhyChooseUsContent }) {
  const fill = usePlaceholders();
  const logos = asArray(tray.Logo);
  return (
    <section id={WHY_CHOOSE_US_ANCHOR} className={shared.tray}>
      <div className={`container ${styles.grid}`}>
        <div className={shared.copy}>
          <h2 className={shared.heading}>{fill(tray.IntroHeading?.Value)}</h2>
          <RichText className={shared.flow} html={fill(tray.WhyChooseUsIntroCopy?.Value)} />
          {logos.length > 0 ? (
            <ul className={styles.logos}>
              {logos.map((logo, index) => (
                <li key={index}>
                  <MediaImage className={styles.logo} image={logo} width={64} height={64} />
                </li>
              ))}
            </ul>
          ) : null}
          {tray.Page ? (
            <p>
              <TrayLink page={tray.Page} className="button-secondary">
                Learn More<span className="visually-hidden"> about {fill(linkText(tray.Page)) || 'why to choose us'}</span>
              </TrayLink>
            </p>
          ) : null}
        </div>
        <MediaImage className={styles.splash} image={tray.SplashImage} />
      </div>
    </section>
  );
}
