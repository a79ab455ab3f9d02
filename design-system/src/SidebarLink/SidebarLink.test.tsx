import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { IconDashboard } from '../Icons/icons';
import { axeViolations } from '../test/axe';
import { SidebarLink } from './SidebarLink';

describe('SidebarLink', () => {
  it('is a link with an optional decorative icon', () => {
    render(
      <SidebarLink href="/members/dashboard" icon={<IconDashboard />}>
        Dashboard
      </SidebarLink>,
    );
    const link = screen.getByRole('link', { name: 'Dashboard' });
    expect(link.getAttribute('href')).toBe('/members/dashboard');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('with asChild styles the child link, keeping its aria-current and putting the icon inside', () => {
    render(
      <SidebarLink asChild icon={<IconDashboard />} className="extra">
        <a href="/x" aria-current="page">
          Home
        </a>
      </SidebarLink>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(link.className).toBe('link extra');
    expect(link.querySelector('svg')).toBeTruthy();
    expect(link.textContent).toBe('Home');
  });

  it('forwards its ref to the anchor', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <SidebarLink href="/" ref={ref}>
        Back
      </SidebarLink>,
    );
    expect(ref.current?.tagName).toBe('A');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <nav aria-label="Main">
        <SidebarLink href="/a" aria-current="page">
          A
        </SidebarLink>
        <SidebarLink href="/b">B</SidebarLink>
      </nav>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
