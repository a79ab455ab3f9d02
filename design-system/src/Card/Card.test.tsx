import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';

describe('Card', () => {
  it('composes a titled section with description, content and footer', () => {
    render(
      <Card data-testid="card" className="mine">
        <CardHeader>
          <CardTitle>Snippets</CardTitle>
          <CardDescription>Small bites of collective wisdom</CardDescription>
        </CardHeader>
        <CardContent>Body</CardContent>
        <CardFooter>
          <button type="button">Go</button>
        </CardFooter>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Snippets' })).toBeTruthy();
    expect(screen.getByText('Small bites of collective wisdom').tagName).toBe('P');
    expect(screen.getByTestId('card').className).toBe('card mine');
  });

  it('forwards refs', () => {
    const ref = createRef<HTMLDivElement>();
    const title = createRef<HTMLHeadingElement>();
    render(
      <Card ref={ref}>
        <CardTitle ref={title}>T</CardTitle>
      </Card>,
    );
    expect(ref.current?.tagName).toBe('DIV');
    expect(title.current?.tagName).toBe('H3');
  });

  it('is an h2 at level 2, for cards right under the page heading', () => {
    render(<CardTitle level={2}>Quick Actions</CardTitle>);
    expect(screen.getByRole('heading', { level: 2, name: 'Quick Actions' })).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <h2>Dashboard</h2>
        <Card>
          <CardHeader>
            <CardTitle>Profile</CardTitle>
          </CardHeader>
          <CardContent>Complete</CardContent>
        </Card>
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
