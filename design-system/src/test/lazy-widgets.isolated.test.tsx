import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from '../Checkbox/Checkbox';
import { DataTable } from '../DataTable/DataTable';
import { Dialog, DialogContent, DialogTrigger } from '../Dialog/Dialog';
import { Select } from '../Select/Select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../Tabs/Tabs';
import { toast } from '../Toast/toast-store';
import { ToastProvider } from '../Toast/ToastProvider';
import { Tooltip, TooltipProvider } from '../Tooltip/Tooltip';

// Nothing is preloaded here (unlike the widgets' own tests): each widget first draws its
// stand-in, of the same shape, and then its lazily loaded self (Radix, the virtualiser).
describe('widgets whose Radix code or virtualiser loads on first use', () => {
  it('Select shows a disabled trigger with the current option, then the Radix trigger', async () => {
    const options = [
      { value: 'de', label: 'Germany' },
      { value: 'fr', label: 'France' },
    ];
    render(<Select label="Country" options={options} value="fr" />);
    const standIn = screen.getByRole('combobox', { name: 'Country' });
    expect(standIn.textContent).toContain('France');
    expect((standIn as HTMLButtonElement).disabled).toBe(true);
    await expect
      .poll(() => (screen.getByRole('combobox', { name: 'Country' }) as HTMLButtonElement).disabled, { timeout: 5000 })
      .toBe(false);
    expect(screen.getByRole('combobox', { name: 'Country' }).textContent).toContain('France');
  });

  it('Checkbox shows its state, disabled, then the Radix box', async () => {
    render(<Checkbox label="Remember me" checked />);
    expect(screen.getByRole('checkbox', { name: 'Remember me' }).getAttribute('aria-checked')).toBe('true');
    await expect
      .poll(() => (screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLButtonElement).disabled, { timeout: 5000 })
      .toBe(false);
    expect(screen.getByRole('checkbox', { name: 'Remember me' }).getAttribute('aria-checked')).toBe('true');
  });

  it('Tabs show the selected panel statically, then the Radix tabs', async () => {
    render(
      <Tabs defaultValue="b">
        <TabsList aria-label="Views">
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Panel A</TabsContent>
        <TabsContent value="b">Panel B</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: 'B' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel B');
    const linked = () => {
      const tab = screen.getByRole('tab', { name: 'B' });
      return tab.id !== '' && screen.getByRole('tabpanel').getAttribute('aria-labelledby') === tab.id;
    };
    await expect.poll(linked, { timeout: 5000 }).toBe(true);
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel B');
  });

  it('Dialog shows its trigger at once and opens once Radix has loaded', async () => {
    render(
      <Dialog defaultOpen>
        <DialogTrigger>Open</DialogTrigger>
        <DialogContent title="Hello">Body</DialogContent>
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Hello' }, { timeout: 5000 })).toBeTruthy();
  });

  it('Tooltip renders its bare trigger until Radix has loaded', async () => {
    render(
      <TooltipProvider>
        <Tooltip content="More">
          <button type="button">Info</button>
        </Tooltip>
      </TooltipProvider>,
    );
    expect(screen.getByRole('button', { name: 'Info' }).getAttribute('data-state')).toBeNull();
    await expect.poll(() => screen.getByRole('button', { name: 'Info' }).getAttribute('data-state'), { timeout: 5000 }).toBe('closed');
  });

  it('ToastProvider names the F8 region without Radix, and loads Radix with the first toast', async () => {
    render(
      <ToastProvider>
        <p>Page</p>
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    region.dispatchEvent(new KeyboardEvent('keydown', { code: 'F8', bubbles: true }));
    expect(document.activeElement).toBe(region.querySelector('ol'));
    toast({ title: 'Saved' });
    expect(await screen.findByText('Saved', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Page')).toBeTruthy();
  });

  it('DataTable shows its frame, header and counts, busy, then the virtualised rows in the same place', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => ({ id: `r${i + 1}` }));
    const ref = createRef<HTMLDivElement>();
    render(
      <DataTable ref={ref} aria-label="Records" columns={[{ key: 'id', header: 'ID', cell: (r) => r.id }]} rows={rows} rowHeight={32} />,
    );
    const standIn = screen.getByRole('table', { name: 'Records' });
    expect(standIn.getAttribute('aria-busy')).toBe('true');
    expect(standIn.getAttribute('aria-rowcount')).toBe('501');
    expect(
      within(standIn)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['ID']);
    expect(within(standIn).getAllByRole('rowgroup')[1]!.style.height).toBe(`${500 * 32}px`);
    expect(ref.current).toBe(standIn);
    await expect
      .poll(() => within(screen.getByRole('table', { name: 'Records' })).getAllByRole('row').length, { timeout: 5000 })
      .toBeGreaterThan(1);
    const table = screen.getByRole('table', { name: 'Records' });
    expect(table.getAttribute('aria-busy')).toBeNull();
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('r1');
    expect(within(table).getAllByRole('rowgroup')[1]!.style.height).toBe(`${500 * 32}px`);
    expect(ref.current).toBe(table);
  });
});
