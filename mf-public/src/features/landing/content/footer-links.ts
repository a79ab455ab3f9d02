import { IconFacebook, IconInstagram, IconLinkedIn, IconXSocial } from '@nextlevel/design-system';
import type { LandingIcon } from './types';

// product §2: every footer target is a placeholder for now.
const PLACEHOLDER = '#';

export interface FooterLink {
  label: string;
  href: string;
}

export const serviceLinks: readonly FooterLink[] = [
  { label: 'Customized Learning', href: PLACEHOLDER },
  { label: 'Skills Assessment', href: PLACEHOLDER },
  { label: 'Opportunity Matching', href: PLACEHOLDER },
  { label: 'Career Coaching', href: PLACEHOLDER },
];

export const companyLinks: readonly FooterLink[] = [
  { label: 'About Us', href: PLACEHOLDER },
  { label: 'Careers', href: PLACEHOLDER },
  { label: 'Privacy Policy', href: PLACEHOLDER },
  { label: 'Terms of Service', href: PLACEHOLDER },
];

export const socialLinks: readonly (FooterLink & { icon: LandingIcon })[] = [
  { label: 'LinkedIn', href: PLACEHOLDER, icon: IconLinkedIn },
  { label: 'X', href: PLACEHOLDER, icon: IconXSocial },
  { label: 'Facebook', href: PLACEHOLDER, icon: IconFacebook },
  { label: 'Instagram', href: PLACEHOLDER, icon: IconInstagram },
];
