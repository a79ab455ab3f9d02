import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from '../PageHeader/PageHeader';
import { axeViolations } from '../test/axe';
import { Page } from './Page';

describe('Page', () => {
  it("holds the screen and keeps the caller's attributes", () => {
    const { container } = render(
      <Page width="narrow" className="extra" aria-busy="false">
        <PageHeader title="Settings" />
        <p>Body</p>
      </Page>,
    );
    const page = container.firstElementChild;
    expect([page?.textContent, page?.getAttribute('aria-busy'), page?.classList.contains('extra')]).toEqual([
      'SettingsBody',
      'false',
      true,
    ]);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Page>
        <PageHeader title="Apps" />
      </Page>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
