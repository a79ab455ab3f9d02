import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { Loading } from './Loading';

describe('Loading', () => {
  it('reads "Loading..." by default in a status region', () => {
    render(<Loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('shows the given text', () => {
    render(<Loading text="Loading snippets..." />);
    expect(screen.getByRole('status').textContent).toBe('Loading snippets...');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Loading />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
