import { useId } from 'react';
import styles from './HeroArt.module.css';

const bars = [
  { x: 70, height: 90 },
  { x: 150, height: 150 },
  { x: 230, height: 215 },
  { x: 310, height: 285 },
];
const BASE = 380;

/** The hero illustration: levels rising under a trajectory around a globe. Decorative, so hidden from assistive tech. */
export function HeroArt() {
  const id = useId();
  const barFill = `${id}-bar`;
  const glow = `${id}-glow`;
  return (
    <svg className={styles.art} viewBox="0 0 480 420" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={barFill} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className={styles.stopPrimary} />
          <stop offset="1" className={styles.stopAccent} />
        </linearGradient>
        <radialGradient id={glow}>
          <stop offset="0" className={styles.stopGlow} />
          <stop offset="1" className={styles.stopClear} />
        </radialGradient>
      </defs>
      <circle cx="300" cy="170" r="170" fill={`url(#${glow})`} />
      <g className={styles.globe}>
        <circle cx="300" cy="170" r="120" />
        <ellipse cx="300" cy="170" rx="50" ry="120" />
        <ellipse cx="300" cy="170" rx="95" ry="120" />
        <path d="M180 170h240M196 110h208M196 230h208" />
      </g>
      <g className={styles.orbit}>
        <ellipse cx="300" cy="170" rx="175" ry="52" transform="rotate(-18 300 170)" />
      </g>
      {bars.map(({ x, height }, index) => (
        <rect
          key={x}
          className={styles.bar}
          style={{ animationDelay: `${index * 40}ms` }}
          x={x}
          y={BASE - height}
          width="56"
          height={height}
          rx="12"
          fill={`url(#${barFill})`}
        />
      ))}
      <path className={styles.trajectory} d="M40 330C140 320 200 250 250 190S350 70 440 40" />
      <path className={styles.arrowHead} d="M418 30l24 9-14 21" />
      <g className={styles.chipA}>
        <rect x="24" y="150" width="128" height="44" rx="22" className={styles.chip} />
        <circle cx="48" cy="172" r="10" className={styles.dotPrimary} />
        <rect x="66" y="166" width="66" height="12" rx="6" className={styles.line} />
      </g>
      <g className={styles.chipB}>
        <rect x="330" y="300" width="136" height="44" rx="22" className={styles.chip} />
        <circle cx="354" cy="322" r="10" className={styles.dotAccent} />
        <rect x="372" y="316" width="74" height="12" rx="6" className={styles.line} />
      </g>
      <path className={styles.spark} d="M120 60l6 16 16 6-16 6-6 16-6-16-16-6 16-6z" />
      <path className={styles.sparkSmall} d="M452 190l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" />
      <line x1="40" y1={BASE} x2="440" y2={BASE} className={styles.ground} />
    </svg>
  );
}
