import { offers } from '../../content/offers';
import { FeatureGrid } from './FeatureGrid';
import { Section } from './Section';

/** product §2 "our-offer": the six things a member gets. */
export function OurOffer() {
  return (
    <Section
      id="our-offer"
      eyebrow="Our offer"
      title="Everything you need to reach the next level, in one place"
      lead="Learning, market data, assessment, matching and coaching work best together. We combine them around one profile: yours."
    >
      <FeatureGrid cards={offers} />
    </Section>
  );
}
