import { Link, useLocation } from 'react-router-dom';
import { asArray, type SiteSettings } from '@handyman/contracts';
import { ESTIMATE_HASH, MediaImage } from '@handyman/platform/ui';

export interface EstimateLinkProps {
  header: Partial<SiteSettings['Header']> | undefined;
  className?: string;
  /** Shorter text for narrow screens; the content text stays the accessible name elsewhere. */
  shortText?: string;
  iconClassName?: string;
  testId?: string;
  onClick?: () => void;
}

/** The get-estimate link (settings Header.Page[1] with GetEstimateIcon): opens the modal on this page. */
export function EstimateLink({ header, className, shortText, iconClassName, testId, onClick }: EstimateLinkProps) {
  const { pathname, search } = useLocation();
  const text = asArray(header?.Page)[1]?.Link || 'Get an Estimate';
  return (
    <Link className={className} to={{ pathname, search, hash: `#${ESTIMATE_HASH}` }} data-testid={testId} onClick={onClick}>
      <MediaImage className={iconClassName} image={header?.GetEstimateIcon} alt="" width={24} height={24} />
      {shortText ? (
        <>
          <span data-text="full">{text}</span>
          <span data-text="short">{shortText}</span>
        </>
      ) : (
        text
      )}
    </Link>
  );
}
