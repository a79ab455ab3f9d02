import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';

describe('axeViolations', () => {
  it('reports a real violation (a button without a name)', async () => {
    const { container } = render(<button type="button" />);
    expect((await axeViolations(container)).join('\n')).toMatch(/^button-name/);
  });

  it('is empty for accessible markup', async () => {
    const { container } = render(<button type="button">Go</button>);
    expect(await axeViolations(container)).toEqual([]);
  });
});
