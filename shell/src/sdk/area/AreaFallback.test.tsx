import { NOT_FOUND_TITLE } from '@nextlevel/bff/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { AreaFallback } from './AreaFallback';

describe('AreaFallback', () => {
  it("says the page is not there, titled Page not found as the bff's 404 (#24.11), and links to the area's dashboard", () => {
    render(
      <MemoryRouter>
        <AreaFallback title="Member-only" dashboard={{ to: '/members/dashboard', label: 'Go to your dashboard' }}>
          Not available yet.
        </AreaFallback>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Member-only' })).toBeTruthy();
    expect(screen.getByText('Not available yet.')).toBeTruthy();
    expect(document.title).toBe(NOT_FOUND_TITLE);
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/members/dashboard');
  });
});
