import type { Banner } from '@handyman/contracts';
import { OverlayBannerView, PhoneLink, RichText } from '@handyman/platform/ui';
import { useLocation } from 'react-router-dom';
import { useOutOfAreaZip } from './out-of-area';
import { OutOfAreaNote } from './OutOfAreaNote';
import { contactSuccessModel, type ContactSuccessModel } from './views';
import styles from './ContactSuccessHeader.module.css';

export interface ContactSuccessHeaderProps {
  /** The page heading; 'Contact Success' when content gives none. */
  heading?: string;
  /** Background image, thank-you line and subheading from the page's banner. */
  banner?: Banner;
  /** Replaces the banner's heading line (franchise pages carry a BannerHeading). */
  thanks?: string;
  /** The number to call: the office's, or the national one. */
  phone: { display: string; tel: string };
}

export interface ContactSuccessHeaderViewProps {
  /** Heading, thanks, subheading and image (contactSuccessModel). */
  content: ContactSuccessModel;
  phone: { display: string; tel: string };
}

const HEIGHT = { mobile: 280, desktop: 360 };

/** Top of an estimate-submission page: the heading, two lines of thanks and a call button, on the banner image. */
export function ContactSuccessHeaderView({ content, phone }: ContactSuccessHeaderViewProps) {
  // A request from a ZIP no office serves: the corporate page's national team calls, an office's page's own team.
  const outOfAreaZip = useOutOfAreaZip();
  const byOffice = useLocation().pathname !== '/contact_success';
  return (
    <>
      <OverlayBannerView image={content.image} tone="scrim" minHeight={HEIGHT} priority labelledBy="contact-success-heading">
        <h1 id="contact-success-heading" className={styles.heading}>
          {content.heading}
        </h1>
        <p className={styles.thanks}>{content.thanks}</p>
        {content.subheading ? <RichText as="p" className={styles.subheading} html={content.subheading} /> : null}
        <PhoneLink className={`button-primary ${styles.call}`} phone={phone.tel} display={phone.display}>
          Call{' '}
        </PhoneLink>
      </OverlayBannerView>
      {outOfAreaZip ? (
        <div className={`container ${styles.outOfAreaRow}`}>
          <OutOfAreaNote when="sent" className={styles.outOfArea} zip={outOfAreaZip} byOffice={byOffice} phone={phone} />
        </div>
      ) : null}
    </>
  );
}

/** ContactSuccessHeaderView of the page's heading and CMS banner. */
export function ContactSuccessHeader({ heading, banner, thanks, phone }: ContactSuccessHeaderProps) {
  return <ContactSuccessHeaderView content={contactSuccessModel(heading, banner, thanks)} phone={phone} />;
}
