import { NOT_FOUND_TITLE, SITE_TITLE_ATTRIBUTE } from '@nextlevel/bff/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useServedTitle } from './use-served-title';

const SITE = 'NextLevel — Next-Level Success Solutions';

function Page() {
  useServedTitle();
  return <Link to="/">Back to home</Link>;
}

afterEach(() => document.head.querySelectorAll('title').forEach((t) => t.remove()));

describe('useServedTitle (issue #24.11)', () => {
  it("keeps the bff's Page not found on the address it was served for, and puts the site's title back once the visitor moves on", async () => {
    document.head.innerHTML = `<title ${SITE_TITLE_ATTRIBUTE}="${SITE}">${NOT_FOUND_TITLE}</title>`;
    render(
      <MemoryRouter initialEntries={['/no/such/page']}>
        <Page />
      </MemoryRouter>,
    );
    expect(document.title).toBe(NOT_FOUND_TITLE);
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(document.title).toBe(SITE);
    expect(document.head.querySelector(`[${SITE_TITLE_ATTRIBUTE}]`)).toBeNull();
  });

  it('leaves the title of any other page alone', async () => {
    document.head.innerHTML = `<title>${SITE}</title>`;
    render(
      <MemoryRouter initialEntries={['/login']}>
        <Page />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(document.title).toBe(SITE);
  });
});
