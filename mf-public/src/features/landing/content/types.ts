import type { ComponentType } from 'react';

/** An icon component from the design system (aria-hidden when it has no title). */
export type LandingIcon = ComponentType<{ size?: number; title?: string }>;

export interface FeatureCard {
  title: string;
  body: string;
  icon: LandingIcon;
}
