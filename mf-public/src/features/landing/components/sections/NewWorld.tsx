import { newWorldCards } from '../../content/new-world';
import { FeatureGrid } from './FeatureGrid';
import { Section } from './Section';

/** product §2 "new-world": the five forces changing work. */
export function NewWorld() {
  return (
    <Section
      id="new-world"
      eyebrow="A new world of work"
      title="Five forces are rewriting how we learn, work and get ahead"
      lead="The rules changed quietly and then all at once. We build for every one of these shifts, so you can use them instead of being caught by them."
    >
      <FeatureGrid cards={newWorldCards} layout="bento" />
    </Section>
  );
}
