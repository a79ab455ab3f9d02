import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { FileInput } from './FileInput';

describe('FileInput', () => {
  it('is a labelled file input that hands over the chosen file', async () => {
    const onFileChange = vi.fn();
    render(<FileInput label="CSV file" accept=".csv" onFileChange={onFileChange} />);
    const input = screen.getByLabelText('CSV file') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.csv');
    const file = new File(['id,name\n'], 'authors.csv', { type: 'text/csv' });
    await userEvent.upload(input, file);
    expect(onFileChange).toHaveBeenCalledWith(file);
  });

  it('says null when the choice is cleared', () => {
    const onFileChange = vi.fn();
    render(<FileInput label="CSV file" onFileChange={onFileChange} />);
    fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [] } });
    expect(onFileChange).toHaveBeenLastCalledWith(null);
  });

  it('ties the hint and the error to the input and marks it invalid', () => {
    render(<FileInput label="CSV file" hint="One table per file" error="Only .csv files are accepted" />);
    const input = screen.getByLabelText('CSV file');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Only .csv files are accepted', 'One table per file']);
  });

  it('forwards its ref to the input element', () => {
    const ref = createRef<HTMLInputElement>();
    render(<FileInput ref={ref} label="CSV file" />);
    expect(ref.current?.type).toBe('file');
  });

  it('has no axe violations in its states', async () => {
    const { container } = render(
      <div>
        <FileInput label="CSV file" />
        <FileInput label="Required file" required hint="One table per file" />
        <FileInput label="Bad file" error="Only .csv files are accepted" />
        <FileInput label="Disabled file" disabled />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
