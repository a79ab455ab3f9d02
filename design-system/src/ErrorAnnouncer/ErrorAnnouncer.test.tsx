import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { ErrorAnnouncer } from './ErrorAnnouncer';

const region = (container: HTMLElement) => container.querySelector('[aria-live="assertive"]');

describe('ErrorAnnouncer', () => {
  it('reads the errors in field order, skipping empty ones, in an assertive live region', () => {
    const { container } = render(
      <ErrorAnnouncer errors={{ first_name: 'First name is required', last_name: undefined, email: 'Invalid email' }} />,
    );
    expect(region(container)?.textContent).toBe('First name is required. Invalid email');
  });

  it('follows the errors as they change and is empty without any', () => {
    const { container, rerender } = render(<ErrorAnnouncer errors={{ email: 'Invalid email' }} />);
    rerender(<ErrorAnnouncer errors={{}} />);
    expect(region(container)?.textContent).toBe('');
  });

  it('has no axe violations', async () => {
    const { container } = render(<ErrorAnnouncer errors={{ email: 'Invalid email' }} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
