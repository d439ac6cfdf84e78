import { PlainLink, type LinkLookProps } from './link';

/** 'tel:' wants digits only; the display keeps the spacing people read aloud. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

interface PhoneLinkProps extends Omit<LinkLookProps, 'href' | 'children'> {
  phone: string;
  children?: React.ReactNode;
}

export function PhoneLink({ phone, children, variant = 'plain', ...props }: PhoneLinkProps) {
  return (
    <PlainLink {...props} variant={variant} href={telHref(phone)}>
      {children ?? phone}
    </PlainLink>
  );
}
