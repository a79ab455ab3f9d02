import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import * as icons from './icons';

const names = [
  'Heart',
  'HeartFilled',
  'Refresh',
  'Eye',
  'EyeOff',
  'Menu',
  'Close',
  'ArrowRight',
  'ArrowLeft',
  'ChevronDown',
  'Check',
  'LogOut',
  'Dashboard',
  'Apps',
  'Settings',
  'Database',
  'Chart',
  'FileText',
  'Mail',
  'Users',
  'Globe',
  'Sparkles',
  'Brain',
  'Rocket',
  'Target',
  'TrendingUp',
  'Briefcase',
  'GraduationCap',
  'Lightbulb',
  'Zap',
  'Search',
  'Plus',
  'Edit',
  'AlertTriangle',
  'Info',
  'LinkedIn',
  'XSocial',
  'Facebook',
  'Instagram',
];

describe('icons', () => {
  it('exports exactly the documented set', () => {
    expect(Object.keys(icons).sort()).toEqual(names.map((n) => `Icon${n}`).sort());
  });

  it('are 20px and hidden from assistive tech by default', () => {
    const { container } = render(<icons.IconRocket />);
    const svg = container.querySelector('svg');
    expect([svg?.getAttribute('width'), svg?.getAttribute('aria-hidden')]).toEqual(['20', 'true']);
    expect(svg?.querySelector('path')).toBeTruthy();
  });

  it('become a named image with a title', () => {
    render(<icons.IconLinkedIn title="LinkedIn" size={24} />);
    const img = screen.getByRole('img', { name: 'LinkedIn' });
    expect(img.getAttribute('width')).toBe('24');
  });

  it('fill the filled heart and stroke the outline one', () => {
    const { container } = render(
      <>
        <icons.IconHeartFilled />
        <icons.IconHeart />
      </>,
    );
    const [filled, outline] = container.querySelectorAll('svg');
    expect([filled?.getAttribute('fill'), outline?.getAttribute('fill')]).toEqual(['currentColor', 'none']);
  });

  it('have no axe violations, titled or decorative', async () => {
    const { container } = render(
      <p>
        <icons.IconMail title="Email" />
        <icons.IconGlobe /> text
      </p>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
