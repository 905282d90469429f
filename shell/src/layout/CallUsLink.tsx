import { usePreferredPhone } from '@handyman/platform';

/** The phone a visitor should call right now (their office's, else the national number). */
export function CallUsLink({ className }: { className?: string }) {
  const phone = usePreferredPhone();
  return (
    <a className={className} href={`tel:${phone.tel}`}>
      {phone.display}
    </a>
  );
}
