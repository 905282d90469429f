import { formatPhoneDisplay, telDigits } from '@handyman/shared';
import { MediaImage, RichText, Spinner } from '@handyman/shared/ui';
import { useFranchiseHome } from './use-franchise-home';
import styles from './FranchiseHomePage.module.css';

/** Franchise home: the office's banner, name, location and phone. */
export function FranchiseHomePage() {
  const { home, error } = useFranchiseHome();
  if (error) throw error;
  if (!home) return <Spinner />;
  const control = home.FranchiseCorporateControl;
  const phone = control.PhoneNumber.Value;
  return (
    <>
      <section className={styles.banner}>
        <MediaImage className={styles.bannerImage} image={home.LocalBannerImage} alt="" priority />
        <div className={`container ${styles.bannerText}`}>
          <h1>{home.H1TagForFranchiseHomePage?.Value || control.FranchiseName.Value}</h1>
        </div>
      </section>
      <section className={`container ${styles.info}`} aria-label="Office details">
        <h2 data-testid="franchise-name">{control.FranchiseName.Value}</h2>
        <p>
          Located in {control.City.Value}, {control.State.Value}
        </p>
        <p>Locally Owned and Independently Operated</p>
        <a className={styles.phone} href={`tel:${telDigits(phone)}`} data-testid="franchise-phone">
          {formatPhoneDisplay(phone) || phone}
        </a>
        {control.FranchiseOwnersControl.WhyChooseUs ? (
          <RichText html={control.FranchiseOwnersControl.WhyChooseUs.WhyChooseUsIntroCopy.Value} />
        ) : null}
      </section>
    </>
  );
}
