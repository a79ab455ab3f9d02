import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { FavouriteToggle } from './FavouriteToggle';

function Controlled({ initial = false }: { initial?: boolean }) {
  const [pressed, setPressed] = useState(initial);
  return <FavouriteToggle pressed={pressed} onPressedChange={setPressed} />;
}

describe('FavouriteToggle', () => {
  it('is a button with aria-pressed whose name says what a press does', async () => {
    render(<Controlled />);
    const button = screen.getByRole('button', { name: 'Add to favourites' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button).toHaveProperty('type', 'button');
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Remove from favourites');
  });

  it('toggles from the keyboard (Enter and Space)', async () => {
    const onPressedChange = vi.fn();
    render(<FavouriteToggle pressed onPressedChange={onPressedChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove from favourites' }));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPressedChange.mock.calls).toEqual([[false], [false]]);
  });

  it('takes its own labels, className and ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<FavouriteToggle ref={ref} pressed={false} onPressedChange={() => {}} addLabel="Keep this quote" className="extra" />);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Keep this quote' }));
    expect(ref.current?.className).toContain('extra');
  });

  it('has no axe violations in either state', async () => {
    const { container } = render(
      <div>
        <FavouriteToggle pressed={false} onPressedChange={() => {}} />
        <FavouriteToggle pressed onPressedChange={() => {}} />
        <FavouriteToggle pressed onPressedChange={() => {}} disabled />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
