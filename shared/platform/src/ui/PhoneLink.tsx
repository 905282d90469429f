import type { ReactNode } from 'react';
import { formatPhoneDisplay, telDigits } from '@handyman/platform';

export interface PhoneLinkProps {
  phone: string;
  /** Shown instead of the formatted number, e.g. a vanity number. */
  display?: string;
  className?: string;
  children?: ReactNode;
}

/** A tel: link showing (XXX) XXX-XXXX (or the given display text). */
export function PhoneLink({ phone, display, className, children }: PhoneLinkProps) {
  const digits = telDigits(phone);
  const text = display || formatPhoneDisplay(phone) || phone;
  return (
    <a className={className} href={`tel:${digits}`}>
      {children}
      {text}
    </a>
  );
}
