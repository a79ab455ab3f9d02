import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { Checkbox } from './Checkbox';
import { preloadWidgets } from '../utils/preload-widgets';

function Controlled({ onChange }: { onChange: (v: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label="Remember me"
      checked={checked}
      onCheckedChange={(v) => {
        setChecked(v);
        onChange(v);
      }}
    />
  );
}

beforeAll(preloadWidgets);

describe('Checkbox', () => {
  it('toggles through onCheckedChange with plain booleans, by click on the label and by Space', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box.getAttribute('aria-checked')).toBe('false');

    await userEvent.click(screen.getByText('Remember me'));
    expect(box.getAttribute('aria-checked')).toBe('true');

    box.focus();
    await userEvent.keyboard(' ');
    expect(box.getAttribute('aria-checked')).toBe('false');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('does not change when disabled', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Locked" checked={false} onCheckedChange={onChange} disabled />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Locked' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('forwards its ref to the checkbox button', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Checkbox label="X" ref={ref} />);
    expect(ref.current?.getAttribute('role')).toBe('checkbox');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Checkbox label="A" checked />
        <Checkbox label="B" checked={false} />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
