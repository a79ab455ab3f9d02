import { LandingFooter } from './components/footer/LandingFooter';
import styles from './LandingPage.module.css';
import { LandingNav } from './components/nav/LandingNav';
import { Contact } from './components/sections/Contact';
import { GetStarted } from './components/sections/GetStarted';
import { Hero } from './components/sections/Hero';
import { Intro } from './components/sections/Intro';
import { NewWorld } from './components/sections/NewWorld';
import { OurOffer } from './components/sections/OurOffer';
import { TheNumbers } from './components/sections/TheNumbers';
import { WhoAreYou } from './components/sections/WhoAreYou';

const MAIN_ID = 'main-content';

/** The public landing page at / (product §2, issue 5). */
export default function LandingPage() {
  return (
    <div className={styles.page}>
      <LandingNav mainId={MAIN_ID} />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
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
