import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { Button } from './Button';

describe('Button', () => {
  it('is a real button of type "button" that calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveProperty('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('applies the variant, size and fullWidth classes from data, plus className', () => {
    render(
      <Button variant="danger" size="lg" fullWidth className="extra">
        Delete
      </Button>,
    );
    const classes = screen.getByRole('button').className.split(' ');
    expect(classes).toEqual(expect.arrayContaining(['button', 'danger', 'lg', 'fullWidth', 'extra']));
  });

  it('#24.2 busyFocusable: while busy it keeps the focus (aria-disabled, not disabled) and ignores presses', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button busyFocusable onClick={onClick}>
        Refresh
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Refresh' });
    button.focus();
    rerender(
      <Button busy busyFocusable onClick={onClick}>
        Refresh
      </Button>,
    );
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows busyText, is disabled and aria-busy while busy, and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button busy busyText="Signing In..." onClick={onClick}>
        Sign In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Signing In...' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Sign In')).toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child with the button styles when asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/sign-up">SIGN UP</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'SIGN UP' });
    expect(link.getAttribute('href')).toBe('/sign-up');
    expect(link.className).toContain('outline');
  });

  it('forwards its ref to the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Go</Button>);
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
  });

  it('has no axe violations in its states', async () => {
    const { container } = render(
      <div>
        <Button>Primary</Button>
        <Button variant="ghost" disabled>
          Ghost
        </Button>
        <Button busy busyText="Saving...">
          Save
        </Button>
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
