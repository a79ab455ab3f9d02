import { PRERENDERED_ATTRIBUTE } from '@nextlevel/bff/contract';
import { shellPage } from '@nextlevel/shell/prerender';
import { resetShell } from '@nextlevel/shell/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PublicRoutes from '../app/routes';
import { render as prerender } from './landing';

/**
 * A page as the bff sends it to a visitor who is not signed in: #root holds the prerendered landing
 * page. Rendered in the test, as the design system's widgets are then (the test set-up preloads them).
 */
async function arrivePrerendered(): Promise<HTMLElement> {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute(PRERENDERED_ATTRIBUTE, 'public');
  root.innerHTML = await prerender();
  document.body.append(root);
  return root;
}

const field = (root: HTMLElement, id: string) => root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${id}`)!;
const type = (element: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  element.value = value;
  fireEvent.input(element);
};

/** The shell's hand-off (bootstrap): React hydrates the prerendered markup with the same page. Fails on any hydration error. */
async function hydrate(root: HTMLElement) {
  const errors = vi.spyOn(console, 'error');
  const view = render(await shellPage('/', 'public', { default: PublicRoutes }), { container: root, hydrate: true });
  // The store-driven render that follows hydration: the live menu takes over (usePrerendering).
  await act(() => Promise.resolve());
  expect(errors.mock.calls).toEqual([]);
  errors.mockRestore();
  return view;
}

afterEach(() => {
  resetShell();
  document.body.replaceChildren();
});

describe('the hand-off from the prerendered landing page to the live one (decision 023)', () => {
  it('hydrates the very elements: what was typed, focus and caret stay where the visitor left them', async () => {
    const root = await arrivePrerendered();
    const form = root.querySelector('form')!;
    const message = field(root, 'contact-message');
    type(field(root, 'contact-first-name'), 'Grace');
    type(message, 'Do you run programmes');
    message.focus();
    message.setSelectionRange(6, 6);
    await hydrate(root);
    expect(root.querySelector('form')).toBe(form);
    expect(field(root, 'contact-message')).toBe(message);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Grace');
    expect(message.value).toBe('Do you run programmes');
    expect(document.activeElement).toBe(message);
    expect(message.selectionStart).toBe(6);
  });

  it('the live form sends what was typed before it was hydrated', async () => {
    const root = await arrivePrerendered();
    type(field(root, 'contact-first-name'), 'Grace');
    type(field(root, 'contact-last-name'), 'Hopper');
    type(field(root, 'contact-email'), 'grace@example.com');
    type(field(root, 'contact-message'), 'Do you run programmes for teams?');
    await hydrate(root);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Submitting...');
    await screen.findByText('Success!', undefined, { timeout: 3000 });
    expect(screen.queryByText('Please fill in all fields')).toBeNull();
  });

  it('an empty submit once hydrated is told on the form: the empty fields marked, the first focused', async () => {
    const root = await arrivePrerendered();
    type(field(root, 'contact-first-name'), 'Grace');
    await hydrate(root);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await act(() => Promise.resolve());
    expect(field(root, 'contact-first-name').hasAttribute('aria-invalid')).toBe(false);
    for (const id of ['contact-last-name', 'contact-email', 'contact-message'])
      expect(field(root, id).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(root, 'contact-last-name'));
    expect(screen.getByRole('alert').textContent).toContain('Please fill in all fields');
  });

  it('the live menu takes over from the prerendered popover, open when the visitor had opened it', async () => {
    const root = await arrivePrerendered();
    const menu = root.querySelector('#landing-menu')!;
    // happy-dom has no Popover API: the menu reports itself open as a browser would after a tap on the toggle.
    const matches = menu.matches.bind(menu);
    menu.matches = (selector: string) => selector === ':popover-open' || matches(selector);
    await hydrate(root);
    expect(document.getElementById('landing-menu')).toBe(menu);
    expect(menu.hasAttribute('popover')).toBe(false);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector<HTMLElement>('header[data-open]')?.dataset.open).toBe('true');
    expect(menu.contains(document.activeElement)).toBe(true);
  });

  it('a closed prerendered menu gives a closed live one', async () => {
    const root = await arrivePrerendered();
    await hydrate(root);
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});
