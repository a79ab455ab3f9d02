import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { TextField } from './TextField';

describe('TextField', () => {
  it('binds its label to the input and passes input props through', async () => {
    render(<TextField label="Email" name="email" type="email" autoComplete="email" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('name')).toBe('email');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    await userEvent.type(input, 'ada@example.com');
    expect(input).toHaveProperty('value', 'ada@example.com');
  });

  it('uses the given id', () => {
    render(<TextField label="First Name" id="first_name" />);
    expect(screen.getByLabelText('First Name').id).toBe('first_name');
  });

  it('announces an error with aria-invalid and aria-describedby', () => {
    render(<TextField label="Email" error="Please enter a valid email address" hint="Work address" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Please enter a valid email address', 'Work address']);
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Email" />);
    const input = screen.getByLabelText('Email');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Name" ref={ref} />);
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
  });

  it('has no axe violations, with or without an error', async () => {
    const { container } = render(
      <form>
        <TextField label="Email" />
        <TextField label="Password hint" error="Required" required />
      </form>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
