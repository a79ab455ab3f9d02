import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { axeViolations } from '../test/axe';
import { Form, FormActions, FormRow } from './Form';

const profile = (onSubmit = vi.fn()) =>
  render(
    <Form aria-label="Profile" className="extra" onSubmit={onSubmit}>
      <FormRow>
        <TextField label="First Name" required />
        <TextField label="Last Name" required />
      </FormRow>
      <FormActions>
        <Button type="submit">Save Changes</Button>
      </FormActions>
    </Form>,
  );

describe('Form', () => {
  it("leaves validation to the app's schemas and keeps the caller's attributes", () => {
    profile();
    const form = screen.getByRole('form', { name: 'Profile' }) as HTMLFormElement;
    expect([form.noValidate, form.classList.contains('extra')]).toEqual([true, true]);
  });

  it('submits from its button, required fields empty or not', () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    profile(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('lets a caller ask for the browser’s own validation', () => {
    render(<Form aria-label="Native" noValidate={false} />);
    expect((screen.getByRole('form', { name: 'Native' }) as HTMLFormElement).noValidate).toBe(false);
  });

  it('has no axe violations', async () => {
    const { container } = profile();
    expect(await axeViolations(container)).toEqual([]);
  });
});
