import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from '../TextField/TextField';
import { axeViolations } from '../test/axe';
import { FilterBar } from './FilterBar';

type HappyWindow = { happyDOM: { setViewport: (v: { width: number; height: number }) => void } };
const setViewport = (width: number) => (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 800 });

describe('FilterBar', () => {
  afterEach(() => setViewport(1024));

  it('#24.2 gives the focus to the first filter after a reset (the reset control is disabled once nothing is set)', async () => {
    function Bar() {
      const [text, setText] = useState('luck');
      return (
        <FilterBar aria-label="Filters" onReset={() => setText('')} resetDisabled={!text}>
          <TextField label="Search" type="search" value={text} onChange={(e) => setText(e.target.value)} />
        </FilterBar>
      );
    }
    render(<Bar />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(screen.getByRole('button', { name: 'Reset filters' })).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search' }));
  });

  it("#24.2 a reset control that stays enabled (a list's Refresh) keeps the focus", async () => {
    const onReset = vi.fn();
    render(
      <FilterBar aria-label="Filters" onReset={onReset} resetLabel="Refresh">
        <TextField label="Search" type="search" />
      </FilterBar>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Refresh' }));
  });

  it('#24.13 collapsible: on a phone the filters fold behind a Filters disclosure (with how many are set); the summary stays', async () => {
    setViewport(390);
    render(
      <FilterBar
        aria-label="Filters"
        collapsible
        activeFilters={2}
        onReset={() => {}}
        resetDisabled={false}
        summary="2 favorites (filtered from 5)"
      >
        <TextField label="Search" type="search" />
      </FilterBar>,
    );
    const toggle = screen.getByRole('button', { name: 'Filters (2 set)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const fields = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(fields.contains(screen.getByRole('searchbox', { name: 'Search', hidden: true }))).toBe(true);
    expect(getComputedStyle(fields).display).toBe('none');
    expect(screen.getByRole('status').textContent).toBe('2 favorites (filtered from 5)');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(getComputedStyle(fields).display).not.toBe('none');
    // A reset with the filters folded away hands the focus to the disclosure.
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters', hidden: true }));
    expect(document.activeElement).toBe(toggle);
  });

  it('#24.13 collapsible: on a wide screen the filters show and there is no disclosure', () => {
    render(
      <FilterBar aria-label="Filters" collapsible>
        <TextField label="Search" type="search" />
      </FilterBar>,
    );
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeTruthy();
  });

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
