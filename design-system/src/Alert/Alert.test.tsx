import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { Alert } from './Alert';

describe('Alert', () => {
  it('interrupts with role="alert" for errors', () => {
    render(
      <Alert tone="error" title="Update failed">
        Email is already in use
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Update failedEmail is already in use');
    expect(alert.className).toContain('error');
  });

  it('uses role="status" for success and info', () => {
    render(
      <>
        <Alert tone="success">Saved</Alert>
        <Alert tone="info">FYI</Alert>
      </>,
    );
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['Saved', 'FYI']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('forwards its ref and className', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Alert tone="info" ref={ref} className="x">
        Hi
      </Alert>,
    );
    expect(ref.current?.className).toContain('x');
  });

  it('has no axe violations in every tone', async () => {
    const { container } = render(
      <div>
        <Alert tone="success">A</Alert>
        <Alert tone="error" title="B">
          b
        </Alert>
        <Alert tone="info">C</Alert>
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
