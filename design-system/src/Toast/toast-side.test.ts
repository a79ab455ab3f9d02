import { describe, expect, it } from 'vitest';
import { toastSide } from './toast-side';

const view = { width: 1280, height: 800 };
const toasts = { width: 416, height: 100 };
const box = (left: number, top: number, width = 120, height = 40) => ({ left, top, right: left + width, bottom: top + height });

describe('#24.5 toastSide: a toast never covers the control that raised it', () => {
  it('stands at the top, away from the buttons that end a form', () => {
    expect(toastSide(box(1100, 700), toasts, view)).toBe('top');
    expect(toastSide(undefined, toasts, view)).toBe('top');
  });

  it('stands at the bottom when the control is under the top band', () => {
    expect(toastSide(box(1100, 30), toasts, view)).toBe('bottom');
  });

  it('stays at the top for a control at the top but left of the band', () => {
    expect(toastSide(box(300, 30), toasts, view)).toBe('top');
  });

  it('on a phone the band is the whole width', () => {
    const phone = { width: 390, height: 844 };
    expect(toastSide(box(20, 40), { width: 390, height: 90 }, phone)).toBe('bottom');
    expect(toastSide(box(20, 760), { width: 390, height: 90 }, phone)).toBe('top');
  });
});
