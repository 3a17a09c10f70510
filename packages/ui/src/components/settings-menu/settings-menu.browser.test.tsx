import { screen, waitFor } from '@testing-library/dom';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { SettingsMenu, type SettingsMenuItem } from './settings-menu';

let root: Root | undefined;

function renderMenu(items: SettingsMenuItem[]) {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => {
    root?.render(<SettingsMenu items={items} />);
  });
}

afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
});

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
  return screen.findByRole('menu');
};

// Real pointer input (Playwright), where the stories' simulated events are not a fair test of Ark's pointer handling.
describe('SettingsMenu with real pointer input', () => {
  it('calls the clicked entry, also after the menu was closed with Escape', async () => {
    const signOut = vi.fn();
    const contactSales = vi.fn();
    renderMenu([
      { value: 'contact-sales', label: 'Contact sales', onSelect: contactSales },
      { value: 'sign-out', label: 'Sign out', onSelect: signOut, separated: true },
    ]);
    await open();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await open();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(contactSales).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('renders an external entry as a link to a new tab, and a separator before a separated entry', async () => {
    renderMenu([
      { value: 'system-status', label: 'System status', externalHref: 'https://status.example.com/' },
      { value: 'sign-out', label: 'Sign out', separated: true },
    ]);
    const menu = await open();
    const link = screen.getByRole('menuitem', { name: /^System status/ });
    expect(link.textContent).toBe('System status (opens in a new tab)');
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('https://status.example.com/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(menu.querySelector('[role=separator] + [role=menuitem]')?.textContent).toBe('Sign out');
  });
});
