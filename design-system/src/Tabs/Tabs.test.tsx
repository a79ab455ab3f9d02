import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';
import { preloadWidgets } from '../utils/preload-widgets';

function Example() {
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label="Analytics">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="pages">Page Views</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">Overview panel</TabsContent>
      <TabsContent value="pages">Pages panel</TabsContent>
    </Tabs>
  );
}

beforeAll(preloadWidgets);

describe('Tabs', () => {
  it('shows the default panel, linked to its tab', () => {
    render(<Example />);
    const tab = screen.getByRole('tab', { name: 'Overview' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('Overview panel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
  });

  it('switches panels by click and by arrow keys', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('tab', { name: 'Page Views' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Pages panel');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Overview panel');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Example />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
