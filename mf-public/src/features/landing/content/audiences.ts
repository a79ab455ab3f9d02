import { IconBriefcase, IconGraduationCap, IconRocket } from '@nextlevel/design-system';
import type { FeatureCard } from './types';

/** The three audiences of product §1, with what each one gets. */
export interface Audience extends FeatureCard {
  points: readonly string[];
}

export const audiences: readonly Audience[] = [
  {
    title: 'Student',
    body: 'Graduate with more than a degree. Build job-ready skills and real projects while you study.',
    icon: IconGraduationCap,
    points: [
      'Discover the careers your strengths fit',
      'Build a portfolio before you graduate',
      'Land internships through skills matching',
    ],
  },
  {
    title: 'Early career',
    body: 'Turn your first roles into a launchpad. Close the gaps fast, get noticed and move up sooner.',
    icon: IconRocket,
    points: [
      'Target the skills for your next promotion',
      'Get feedback from mentors in your field',
      'Prove your impact with verified skills',
    ],
  },
  {
    title: 'Mid-career',
    body: 'Pivot, lead or future-proof what you have built, without starting from zero.',
    icon: IconBriefcase,
    points: ['Map your experience to emerging roles', 'Upskill in AI, data and digital leadership', 'Put a market price on your expertise'],
  },
];
