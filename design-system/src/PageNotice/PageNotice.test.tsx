import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { PageNotice } from './PageNotice';

describe('PageNotice', () => {
  it('gives the page its h1, the text and the way on', () => {
    const { container } = render(
      <PageNotice title="Member-only" action={<a href="/members/dashboard">Go to your dashboard</a>}>
        This page is not available.
      </PageNotice>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Member-only' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/members/dashboard');
    expect(container.textContent).toBe('Member-onlyThis page is not available.Go to your dashboard');
  });

  it('has no action unless given one', () => {
    const { container } = render(<PageNotice title="Internal-only">Not here.</PageNotice>);
    expect(container.querySelector('section')?.children).toHaveLength(2);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <PageNotice title="Internal-only" action={<a href="/">Home</a>}>
        Not here.
      </PageNotice>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
