import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../TextField/TextField';
import { axeViolations } from '../test/axe';
import { FilterBar } from './FilterBar';

describe('FilterBar', () => {
  it('is a labelled search landmark holding the filters, a reset control and a live summary', async () => {
    const onReset = vi.fn();
    render(
      <FilterBar aria-label="Filter favorites" onReset={onReset} summary="3 favorites">
        <TextField label="Search" type="search" />
      </FilterBar>,
    );
    const bar = screen.getByRole('search', { name: 'Filter favorites' });
    expect(bar.contains(screen.getByRole('searchbox', { name: 'Search' }))).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('3 favorites');
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('disables the reset control while nothing is filtered, and has none without onReset', () => {
    const { rerender } = render(
      <FilterBar aria-label="Filters" onReset={() => {}} resetDisabled resetLabel="Clear">
        <TextField label="Search" />
      </FilterBar>,
    );
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveProperty('disabled', true);
    rerender(
      <FilterBar aria-label="Filters">
        <TextField label="Search" />
      </FilterBar>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('forwards className and ref', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <FilterBar ref={ref} className="extra" aria-label="Filters">
        <TextField label="Search" />
      </FilterBar>,
    );
    expect(ref.current).toBe(screen.getByRole('search'));
    expect(ref.current?.className).toContain('extra');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <FilterBar aria-label="Filter favorites" onReset={() => {}} summary="2 favorites (filtered from 5)">
        <TextField label="Search" type="search" />
        <TextField label="Author" />
      </FilterBar>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
