import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mergeSlotProps, Slot, Slottable } from './Slot';

describe('Slot', () => {
  it('renders its child with merged props: joined classes, merged styles, both handlers (child first) and both refs', () => {
    const calls: string[] = [];
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Slot ref={slotRef} className="ours" style={{ color: 'red' }} onClick={() => calls.push('slot')} data-kind="slot">
        <a ref={childRef} href="/x" className="theirs" style={{ margin: 0 }} onClick={() => calls.push('child')}>
          Go
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link.className).toBe('ours theirs');
    expect(link.getAttribute('style')).toContain('color: red');
    expect(link.getAttribute('data-kind')).toBe('slot');
    fireEvent.click(link);
    expect(calls).toEqual(['child', 'slot']);
    expect(slotRef.current).toBe(link);
    expect(childRef.current).toBe(link);
  });

  it('puts the slotted child where Slottable stands, keeping the siblings around its own content', () => {
    render(
      <Slot className="nav">
        <span>icon</span>
        <Slottable>
          <a href="/home">Home</a>
        </Slottable>
      </Slot>,
    );
    const link = screen.getByRole('link');
    expect(link.className).toBe('nav');
    expect(link.textContent).toBe('iconHome');
  });

  it('lets the child override plain props', () => {
    const onOnlySlot = vi.fn();
    expect(mergeSlotProps({ id: 'a', onFocus: onOnlySlot }, { id: 'b' })).toMatchObject({ id: 'b', onFocus: onOnlySlot });
  });
});
