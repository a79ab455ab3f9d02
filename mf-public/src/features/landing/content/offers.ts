import { IconChart, IconBriefcase, IconGraduationCap, IconLightbulb, IconSparkles, IconTrendingUp } from '@nextlevel/design-system';
import type { FeatureCard } from './types';

/** The six offers of product §2 "our-offer". */
export const offers: readonly FeatureCard[] = [
  {
    title: 'Customized learning',
    body: 'A path built around your goals, your schedule and the skills you already have, so no hour of study is wasted.',
    icon: IconGraduationCap,
  },
  {
    title: 'Actionable intelligence',
    body: 'Live labour-market insight: which skills are rising, which are fading, and what they are worth where you want to work.',
    icon: IconLightbulb,
  },
  {
    title: 'Skills pricing and assessment',
    body: 'Benchmark your level with practical assessments and see the market value of every step up.',
    icon: IconChart,
  },
  {
    title: 'Opportunity matching',
    body: 'We match your verified skills with projects, roles and mentors, and show exactly what is missing for the next one.',
    icon: IconBriefcase,
  },
  {
    title: 'Motivational support',
    body: 'Coaching, milestones and a community that shows up. Momentum is a skill too, and we help you keep it.',
    icon: IconSparkles,
  },
  {
    title: 'Competitive advantage',
    body: 'Stand out with a skills profile employers trust, and stay ahead as the market moves.',
    icon: IconTrendingUp,
  },
];
