import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a progressbar named by its label with the value as a whole percentage', () => {
    render(<ProgressBar label="Uploading..." value={0.426} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading...' });
    expect([bar.getAttribute('aria-valuemin'), bar.getAttribute('aria-valuemax'), bar.getAttribute('aria-valuenow')]).toEqual([
      '0',
      '100',
      '43',
    ]);
    expect(screen.getByText('43%')).toBeTruthy();
  });

  it('keeps the value between 0 and 100', () => {
    render(<ProgressBar label="Reading" value={1.7} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('is indeterminate without a value: no value announced, no percentage shown', () => {
    render(<ProgressBar label="Storing..." />);
    const bar = screen.getByRole('progressbar', { name: 'Storing...' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(bar.className).toContain('indeterminate');
    expect(screen.queryByText(/%$/)).toBeNull();
  });

  it('forwards className and ref', () => {
    const ref = createRef<HTMLDivElement>();
    render(<ProgressBar ref={ref} label="Uploading..." value={0} className="extra" />);
    expect(ref.current?.className).toContain('extra');
  });

  it('has no axe violations in its states', async () => {
    const { container } = render(
      <div>
        <ProgressBar label="Uploading..." value={0.5} />
        <ProgressBar label="Storing..." />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
