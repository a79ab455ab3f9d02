import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { AreaFallback } from './AreaFallback';

describe('AreaFallback', () => {
  it("says the page is not there and links to the area's dashboard", () => {
    render(
      <MemoryRouter>
        <AreaFallback title="Member-only" dashboard={{ to: '/members/dashboard', label: 'Go to your dashboard' }}>
          Not available yet.
        </AreaFallback>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Member-only' })).toBeTruthy();
    expect(screen.getByText('Not available yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/members/dashboard');
  });
});
