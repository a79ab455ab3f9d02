import { useFocusFromPrerendered } from './prerendering';
import { LandingFooter } from './footer/LandingFooter';
import styles from './LandingPage.module.css';
import { LandingNav } from './nav/LandingNav';
import { Contact } from './sections/Contact';
import { GetStarted } from './sections/GetStarted';
import { Hero } from './sections/Hero';
import { Intro } from './sections/Intro';
import { NewWorld } from './sections/NewWorld';
import { OurOffer } from './sections/OurOffer';
import { TheNumbers } from './sections/TheNumbers';
import { WhoAreYou } from './sections/WhoAreYou';

/** The public landing page at / (SPEC §2, issue 5). */
export default function LandingPage() {
  // Someone typing in the prerendered page goes on typing in the live one.
  useFocusFromPrerendered();
  return (
    <div className={styles.page}>
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      <LandingNav />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Hero />
        <Intro />
        <NewWorld />
        <TheNumbers />
        <OurOffer />
        <WhoAreYou />
        <GetStarted />
        <Contact />
      </main>
      <LandingFooter />
    </div>
  );
}
