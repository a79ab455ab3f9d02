import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState, type Ref } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { preloadWidgets } from '../utils/preload-widgets';
import { Combobox, type ComboboxOption, type ComboboxProps } from './Combobox';

const authors: ComboboxOption[] = [
  { value: 'a1', label: 'Ada Lovelace' },
  { value: 'a2', label: 'Marcus Aurelius' },
  { value: 'a3', label: 'Maya Angelou' },
  { value: 'a4', label: 'Seneca' },
];
const many: ComboboxOption[] = Array.from({ length: 10_000 }, (_, i) => ({ value: `m${i}`, label: `Author ${i + 1}` }));

/** A picker over `all`, narrowed here as a caller (or the bff) would narrow it by the text typed. */
function Picker({
  all = authors,
  onChange = () => undefined,
  onSearch = () => undefined,
  initial = null,
  ...props
}: Partial<ComboboxProps> & {
  all?: ComboboxOption[];
  onChange?: (o: ComboboxOption) => void;
  initial?: ComboboxOption | null;
  ref?: Ref<HTMLInputElement>;
}) {
  const [value, setValue] = useState<ComboboxOption | null>(initial);
  const [text, setText] = useState('');
  return (
    <Combobox
      label="Author"
      options={all.filter((o) => o.label.toLowerCase().includes(text.toLowerCase()))}
      value={value}
      onValueChange={(o) => {
        setValue(o);
        onChange(o);
      }}
      onSearch={(t) => {
        setText(t);
        onSearch(t);
      }}
      {...props}
    />
  );
}

const box = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Author' });
const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);
/** What the polite live region says. */
const said = () => document.querySelector('[aria-live=polite]')?.textContent;
const active = () => document.getElementById(box().getAttribute('aria-activedescendant') ?? '')?.textContent;

beforeAll(preloadWidgets);

describe('Combobox', () => {
  it('is an input named by its label, showing the chosen option, with its list closed and controlled by it', () => {
    render(<Picker initial={authors[3]!} />);
    expect(box().tagName).toBe('INPUT');
    expect(box().value).toBe('Seneca');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().getAttribute('aria-autocomplete')).toBe('list');
    const listbox = document.getElementById(box().getAttribute('aria-controls')!);
    expect(listbox?.getAttribute('role')).toBe('listbox');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('opens on a click with every option, the chosen one marked, and picks one by a click', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Picker onChange={onChange} initial={authors[3]!} />);
    await user.click(box());
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(optionNames()).toEqual(authors.map((a) => a.label));
    await user.click(screen.getByRole('option', { name: 'Maya Angelou' }));
    expect(onChange).toHaveBeenCalledWith(authors[2]);
    expect(box().value).toBe('Maya Angelou');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('moves through the options with Down, Up, Home and End (aria-activedescendant) and picks with Enter', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Picker onChange={onChange} />);
    box().focus();
    await user.keyboard('{ArrowDown}');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Marcus Aurelius');
    await user.keyboard('{End}');
    expect(active()).toBe('Seneca');
    await user.keyboard('{Home}');
    expect(active()).toBe('Ada Lovelace');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe('Seneca');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(authors[3]);
    expect(box().value).toBe('Seneca');
  });

  it('narrows by what is typed (the caller finds the options) and says so politely', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    render(<Picker onSearch={onSearch} />);
    await user.type(box(), 'ma');
    expect(onSearch).toHaveBeenLastCalledWith('ma');
    expect(optionNames()).toEqual(['Marcus Aurelius', 'Maya Angelou']);
    expect(said()).toBe('2 results');
    await user.type(box(), 'x');
    expect(optionNames()).toEqual([]);
    expect(screen.getByText('No matches', { selector: 'div:not([aria-live])' })).toBeTruthy();
    expect(said()).toBe('No matches');
  });

  it('Escape closes the list and shows the chosen option again; leaving never picks the highlighted one', async () => {
    const onChange = vi.fn();
    const onSearch = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <Picker onChange={onChange} onSearch={onSearch} initial={authors[0]!} />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.click(box());
    await user.keyboard('Sen');
    expect(box().value).toBe('Sen');
    await user.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().value).toBe('Ada Lovelace');
    expect(onSearch).toHaveBeenLastCalledWith('');
    await user.click(box());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(box().value).toBe('Ada Lovelace');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('the toggle opens and closes the list without being a tab stop', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const toggle = screen.getByRole('button', { name: 'Show options' });
    expect(toggle.tabIndex).toBe(-1);
    await user.click(toggle);
    expect(box().getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('draws only a window of 10,000 options, each knowing its place, and scrolls the highlighted one into the window', async () => {
    const user = userEvent.setup();
    render(<Picker all={many} />);
    await user.click(box());
    const drawn = screen.getAllByRole('option');
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(30);
    expect(drawn[0]!.getAttribute('aria-setsize')).toBe('10000');
    expect(drawn[0]!.getAttribute('aria-posinset')).toBe('1');
    await user.keyboard('{End}');
    await waitFor(() => expect(active()).toBe('Author 10000'));
    expect(screen.getAllByRole('option').length).toBeLessThan(30);
  });

  it('asks for more when the drawn options near the end of a page, and says more follow', async () => {
    const onLoadMore = vi.fn();
    const user = userEvent.setup();
    render(<Picker hasMore onLoadMore={onLoadMore} />);
    await user.click(box());
    await waitFor(() => expect(onLoadMore).toHaveBeenCalled());
    expect(said()).toBe('4+ results');
    expect(screen.getAllByRole('option')[0]!.getAttribute('aria-setsize')).toBe('-1');
  });

  it('shows Loading… while the first options are found, the list busy', async () => {
    const user = userEvent.setup();
    render(<Picker all={[]} loading />);
    await user.click(box());
    expect(said()).toBe('Loading…');
    expect(document.getElementById(box().getAttribute('aria-controls')!)?.getAttribute('aria-busy')).toBe('true');
  });

  it('marks an error and a hint through aria-invalid and aria-describedby, and can be disabled and required', () => {
    render(<Picker error="Author is required" hint="Type a name" required disabled />);
    expect(box().getAttribute('aria-invalid')).toBe('true');
    const described = box().getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual(['Author is required', 'Type a name']);
    expect(box().getAttribute('aria-required')).toBe('true');
    expect(box().disabled).toBe(true);
  });

  it('carries the chosen value in a form under its name, and forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = render(<Picker name="author" initial={authors[1]!} ref={ref} />);
    expect(container.querySelector<HTMLInputElement>('input[type=hidden][name=author]')?.value).toBe('a2');
    expect(ref.current).toBe(box());
  });

  it('shows a name that arrives after its id (a chosen option named later)', () => {
    const { rerender } = render(
      <Combobox label="Author" options={[]} value={{ value: 'a4', label: '' }} onValueChange={() => undefined} />,
    );
    rerender(<Combobox label="Author" options={[]} value={{ value: 'a4', label: 'Seneca' }} onValueChange={() => undefined} />);
    return waitFor(() => expect(box().value).toBe('Seneca'));
  });

  it('has no axe violations, closed or open', async () => {
    const user = userEvent.setup();
    const { container } = render(<Picker error="Bad" hint="A hint" initial={authors[0]!} />);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(box());
    await user.keyboard('{ArrowDown}');
    expect(await axeViolations(container)).toEqual([]);
  });
});
