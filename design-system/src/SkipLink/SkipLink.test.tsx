import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { SkipLink } from './SkipLink';

const page = () =>
  render(
    <>
      <SkipLink targetId="main" />
      <nav aria-label="Main">
        <a href="/one">One</a>
      </nav>
      <main id="main" tabIndex={-1}>
        Content
      </main>
    </>,
  );

describe('SkipLink', () => {
  it('is the first stop of the keyboard and moves the focus to the main content, without a history entry', async () => {
    const user = userEvent.setup();
    page();
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(link);
    const entries = history.length;
    await user.keyboard('{Enter}');
    expect([document.activeElement, history.length]).toEqual([screen.getByRole('main'), entries]);
  });

  it('points at its target, so it works as a plain link before the scripts run', () => {
    page();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
  });

  it('has no axe violations', async () => {
    const { container } = page();
    expect(await axeViolations(container)).toEqual([]);
  });
});
