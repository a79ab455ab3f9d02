import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { useSchemaForm } from './forms';

const schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Name is required')),
  code: v.optional(v.pipe(v.string(), v.minLength(3, 'Code is too short'))),
});

type Values = { name: string; code: string };
// A blank code is left out, as the settings form does with a blank password.
const toInput = ({ code, ...rest }: Values) => (code ? { ...rest, code } : rest);

function Form({ onValid }: { onValid: (output: unknown) => void }) {
  const form = useSchemaForm(schema, { name: '', code: '' }, { idPrefix: 't', toInput });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      {(['name', 'code'] as const).map((name) => {
        const { error, ...input } = form.field(name);
        return (
          <div key={name}>
            <label htmlFor={input.id}>{name}</label>
            <input {...input} aria-invalid={Boolean(error)} />
            {error ? <span role="alert">{error}</span> : null}
          </div>
        );
      })}
      <button type="button" onClick={() => form.setValue('code', '')}>
        Clear code
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('shows no error before the first submit', async () => {
    render(<Form onValid={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('code'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses an invalid submit, shows the first issue per field and focuses the first invalid field', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('code'), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Name is required', 'Code is too short']);
    expect(document.activeElement).toBe(screen.getByLabelText('name'));
    expect(document.activeElement?.id).toBe('t-name');
  });

  it('follows each change live once submitted', async () => {
    render(<Form onValid={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('name'), 'Ada');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hands the schema output (after toInput) to the submit handler', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('name'), '  Ada ');
    await userEvent.type(screen.getByLabelText('code'), 'abcd');
    await userEvent.click(screen.getByRole('button', { name: 'Clear code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada' });
  });
});
