import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('is a labelled textarea with the given rows', async () => {
    render(<Textarea label="Prompt" rows={15} name="prompt" />);
    const area = screen.getByLabelText('Prompt');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('rows')).toBe('15');
    await userEvent.type(area, 'Explain this');
    expect(area).toHaveProperty('value', 'Explain this');
  });

  it('announces an error', () => {
    render(<Textarea label="Snippet Text" error="Snippet text is required" />);
    const area = screen.getByLabelText('Snippet Text');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(area.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Snippet text is required');
  });

  it('forwards its ref', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<Textarea label="Text" ref={ref} />);
    expect(ref.current?.tagName).toBe('TEXTAREA');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Textarea label="Text" error="Required" hint="Four rows" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
