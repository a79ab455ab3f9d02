import { renderWithShell, resetShell } from '@nextlevel/shell/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LandingNav } from './LandingNav';

const renderAtRoot = (ui: ReactElement) => renderWithShell(ui, { path: '/', queries: false });

const header = () => screen.getByRole('banner');
const toggle = () => screen.getByRole('button', { name: 'Menu' });

const scrollTo = async (y: number) => {
  window.scrollY = y;
  fireEvent.scroll(window);
  // The listener is throttled to the next animation frame.
  await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
};

afterEach(async () => {
  await scrollTo(0);
  resetShell();
});

describe('LandingNav', () => {
  it('turns to the glass style only after scrolling past 50 px', async () => {
    renderAtRoot(<LandingNav mainId="main-content" />);
    expect(header().dataset.glass).toBe('false');
    await scrollTo(50);
    expect(header().dataset.glass).toBe('false');
    await scrollTo(51);
    expect(header().dataset.glass).toBe('true');
    await scrollTo(10);
    expect(header().dataset.glass).toBe('false');
  });

  it('is glass from the first frame on a page that opens already scrolled', async () => {
    window.scrollY = 300;
    renderAtRoot(<LandingNav mainId="main-content" />);
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(header().dataset.glass).toBe('true');
  });

  it('links to the page sections', () => {
    renderAtRoot(<LandingNav mainId="main-content" />);
    expect(screen.getByRole('link', { name: 'Our Offer' }).getAttribute('href')).toBe('#our-offer');
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('#contact');
  });

  it('the menu toggle opens the menu, moves focus into it and Escape returns focus to the toggle', async () => {
    const { user } = renderAtRoot(<LandingNav mainId="main-content" />);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().getAttribute('aria-controls')).toBe('landing-menu');
    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('landing-menu')?.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('closes the menu when a link in it is followed', async () => {
    const { user } = renderAtRoot(<LandingNav mainId="main-content" />);
    await user.click(toggle());
    await user.click(screen.getByRole('link', { name: 'The Numbers' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('a tap outside the menu closes it', async () => {
    const { user } = renderAtRoot(
      <>
        <LandingNav mainId="main-content" />
        <p>Elsewhere</p>
      </>,
    );
    await user.click(toggle());
    await user.click(screen.getByText('Elsewhere'));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('the toggle closes an open menu', async () => {
    const { user } = renderAtRoot(<LandingNav mainId="main-content" />);
    await user.click(toggle());
    await user.click(toggle());
    expect(header().dataset.open).toBe('false');
  });
});
