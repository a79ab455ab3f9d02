import { IconBrain, IconGlobe, IconRocket, IconTarget, IconZap } from '@nextlevel/design-system';
import type { FeatureCard } from './types';

/** The five forces of product §2 "new-world". */
export const newWorldCards: readonly FeatureCard[] = [
  {
    title: 'Skills-based',
    body: 'Employers now hire for what you can do, not the title you held. We help you build skills you can show, not just list.',
    icon: IconTarget,
  },
  {
    title: 'Global',
    body: 'Talent and opportunity cross borders every day. Learn beside peers from around the world and compete for roles anywhere.',
    icon: IconGlobe,
  },
  {
    title: 'Digital',
    body: 'Every job is becoming a digital job. From data literacy to remote collaboration, we make digital fluency your default.',
    icon: IconZap,
  },
  {
    title: 'AI impact',
    body: 'AI is reshaping tasks in every field. Learn to work with it: where it helps, where it fails, and where human judgement wins.',
    icon: IconBrain,
  },
  {
    title: 'Entrepreneurship',
    body: 'Careers now look like portfolios of projects. Think like a founder: spot problems, test ideas and create your own openings.',
    icon: IconRocket,
  },
];
