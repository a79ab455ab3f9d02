import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { Select } from './Select';
import { preloadWidgets } from '../utils/preload-widgets';

const options = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
];

function Controlled({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState('30');
  return (
    <Select
      label="Time range"
      options={options}
      value={value}
      onValueChange={(v) => {
        setValue(v);
        onChange(v);
      }}
      name="range"
    />
  );
}

beforeAll(preloadWidgets);

describe('Select', () => {
  it('is a combobox named by its label showing the current option', () => {
    render(<Select label="Time range" options={options} value="30" />);
    const trigger = screen.getByRole('combobox', { name: 'Time range' });
    expect(trigger.textContent).toContain('Last 30 days');
  });

  it('shows the placeholder without a value', () => {
    render(<Select label="Country" options={options} placeholder="Select your country" />);
    expect(screen.getByRole('combobox', { name: 'Country' }).textContent).toContain('Select your country');
  });

  it('opens its options and reports the chosen value', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Time range' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last 90 days' }));
    expect(onChange).toHaveBeenCalledWith('90');
    expect(screen.getByRole('combobox', { name: 'Time range' }).textContent).toContain('Last 90 days');
  });

  it('marks an error with aria-invalid and aria-describedby', () => {
    render(<Select label="Author" options={options} error="Author is required" />);
    const trigger = screen.getByRole('combobox', { name: 'Author' });
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(trigger.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Author is required');
  });

  it('forwards its ref to the trigger', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Select label="X" options={options} ref={ref} />);
    expect(ref.current?.getAttribute('role')).toBe('combobox');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Select label="Time range" options={options} value="30" error="Bad" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
