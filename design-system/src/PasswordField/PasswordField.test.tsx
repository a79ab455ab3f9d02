import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until "Show password" is pressed, then offers "Hide password"', async () => {
    render(<PasswordField label="Password" defaultValue="secret123" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');

    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('keeps the toggle from submitting its form', async () => {
    let submitted = false;
    render(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submitted = true;
        }}
      >
        <PasswordField label="Password" />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(submitted).toBe(false);
  });

  it('shows an error bound to the input', () => {
    render(<PasswordField label="New Password" error="Password must be at least 8 characters" />);
    const input = screen.getByLabelText('New Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Password must be at least 8 characters',
    );
  });

  it('forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<PasswordField label="Password" ref={ref} />);
    expect(ref.current?.tagName).toBe('INPUT');
  });

  it('has no axe violations', async () => {
    const { container } = render(<PasswordField label="Password" error="Required" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
