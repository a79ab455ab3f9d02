import { Button, IconGlobe, IconSparkles, IconZap } from '@nextlevel/design-system';
import type { MouseEvent } from 'react';
import styles from './Hero.module.css';
import { HeroArt } from './HeroArt';
import { SectionCta } from './SectionCta';

const highlights = [
  { label: 'Sign up in 30 seconds', icon: IconZap },
  { label: 'Learn from anywhere', icon: IconGlobe },
  { label: 'AI-aware learning paths', icon: IconSparkles },
];

/**
 * Scrolls to the intro smoothly and moves focus there, so keyboard users continue from the same
 * place. Before the scripts run the link's own jump does it.
 */
function goToIntro(event: MouseEvent<HTMLAnchorElement>) {
  const intro = document.getElementById('intro');
  // A click meant for a new tab or window is the browser's.
  if (!intro || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  intro.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  intro.focus({ preventScroll: true });
}

/** product §2 "hero": the headline, Get Started (scrolls to the intro) and the sign-up call. */
export function Hero() {
  return (
    <section id="hero" aria-labelledby="hero-title" className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.badge}>
            <IconSparkles size={16} />
            Skills development for the AI era
          </p>
          <h1 id="hero-title" className={styles.title}>
            Next-Level <span className={styles.highlight}>Success Solutions</span>
          </h1>
          <p className={styles.lead}>
            Build the skills the world is hiring for, prove them, and turn them into opportunity. Skills-based, global, digital, AI-aware
            and entrepreneurial learning for students and professionals at every stage.
          </p>
          <div className={styles.actions}>
            <Button asChild size="lg">
              <a href="#intro" onClick={goToIntro}>
                Get Started
              </a>
            </Button>
            <SectionCta variant="outline" />
          </div>
          <ul className={styles.highlights}>
            {highlights.map(({ label, icon: Icon }) => (
              <li key={label}>
                <Icon size={16} />
                {label}
              </li>
            ))}
          </ul>
        </div>
        {/* Hydrated, the prerendered art is kept, so its entrance plays once (decision 023). */}
        <div className={styles.art}>
          <HeroArt />
        </div>
      </div>
    </section>
  );
}
