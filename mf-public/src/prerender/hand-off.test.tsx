import { PRERENDERED_ATTRIBUTE } from '@nextlevel/bff/contract';
import { renderWithShell, resetShell } from '@nextlevel/shell/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import LandingPage from '../features/landing/LandingPage';
import { capturePrerenderedPage } from '../features/landing/prerendering';
import { render as prerender } from './landing';

const html = prerender();

/** A page as the bff sends it to a visitor who is not signed in: #root holds the prerendered landing page. */
function arrivePrerendered(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute(PRERENDERED_ATTRIBUTE, 'public');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

const field = (root: HTMLElement, id: string) => root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${id}`)!;
const type = (element: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  element.value = value;
  fireEvent.input(element);
};

/** The shell's swap: the live page rendered into #root replaces the prerendered markup in one commit. */
function swap(root: HTMLElement, extra: React.ReactNode = null) {
  const result = renderWithShell(
    <>
      <LandingPage />
      {extra}
    </>,
    { container: root, queries: false },
  );
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
  return result;
}

const liveValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

afterEach(() => {
  resetShell();
  document.body.replaceChildren();
});

describe('the hand-off from the prerendered landing page to the live one', () => {
  it('what was typed into the prerendered contact form is in the live form after the swap, with focus and caret in the same field', () => {
    const root = arrivePrerendered();
    capturePrerenderedPage();
    type(field(root, 'contact-first-name'), 'Grace');
    type(field(root, 'contact-email'), 'grace@example.com');
    const message = field(root, 'contact-message');
    type(message, 'Do you run programmes');
    message.focus();
    message.setSelectionRange(6, 6);
    swap(root);
    expect(root.querySelector('#contact-message')).not.toBe(message);
    expect(liveValue('First name')).toBe('Grace');
    expect(liveValue('Last name')).toBe('');
    expect(liveValue('E-mail')).toBe('grace@example.com');
    expect(liveValue('Message')).toBe('Do you run programmes');
    expect(document.activeElement?.id).toBe('contact-message');
    expect((document.activeElement as HTMLTextAreaElement).selectionStart).toBe(6);
  });

  it('keeps what is typed while the live page renders, up to its commit', () => {
    const root = arrivePrerendered();
    capturePrerenderedPage();
    const message = field(root, 'contact-message');
    type(message, 'Hello');
    // Rendered after LandingPage's tree: the visitor types on between the live render and its commit.
    function TypingOn() {
      message.value = 'Hello there';
      return null;
    }
    swap(root, <TypingOn />);
    expect(liveValue('Message')).toBe('Hello there');
  });

  it('a Send pressed on the prerendered form before the swap is sent by the live form once it is there', async () => {
    const root = arrivePrerendered();
    capturePrerenderedPage();
    type(field(root, 'contact-first-name'), 'Grace');
    type(field(root, 'contact-last-name'), 'Hopper');
    type(field(root, 'contact-email'), 'grace@example.com');
    type(field(root, 'contact-message'), 'Do you run programmes for teams?');
    const prerenderedForm = root.querySelector('form')!;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    prerenderedForm.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    swap(root);
    await screen.findByText('Submitting...');
    await screen.findByText('Success!', undefined, { timeout: 3000 });
    expect(screen.queryByText('Validation Error')).toBeNull();
  });

  it('the live menu starts open when the prerendered menu was open at the swap', async () => {
    const root = arrivePrerendered();
    capturePrerenderedPage();
    const menu = root.querySelector('#landing-menu')!;
    // happy-dom has no Popover API: the menu reports itself open as a browser would after a tap on the toggle.
    const matches = menu.matches.bind(menu);
    menu.matches = (selector: string) => selector === ':popover-open' || matches(selector);
    swap(root);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector<HTMLElement>('header[data-open]')?.dataset.open).toBe('true');
    await act(() => Promise.resolve());
    expect(document.getElementById('landing-menu')?.contains(document.activeElement)).toBe(true);
  });

  it('is taken over once: the landing page shown again later starts with an empty form', () => {
    const root = arrivePrerendered();
    capturePrerenderedPage();
    type(field(root, 'contact-first-name'), 'Grace');
    const first = swap(root);
    expect(liveValue('First name')).toBe('Grace');
    first.unmount();
    const later = document.createElement('div');
    document.body.append(later);
    swap(later);
    expect(liveValue('First name')).toBe('');
  });

  it('leaves a page that arrived without prerendered markup alone', () => {
    const root = document.createElement('div');
    document.body.append(root);
    swap(root);
    expect(liveValue('First name')).toBe('');
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});
