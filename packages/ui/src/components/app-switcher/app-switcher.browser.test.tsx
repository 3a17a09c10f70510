import { screen, waitFor } from '@testing-library/dom';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { AppId } from '../app-icon';
import { AppSwitcher, type AppSwitcherApp } from './app-switcher';

const APPS: AppSwitcherApp[] = [
  { id: 'passkeys', title: 'Passkeys' },
  { id: 'payments', title: 'Payments' },
];

let root: Root | undefined;

function renderSwitcher(currentAppId: AppId | undefined, onSelect: (id: AppId) => void, apps = APPS) {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => {
    root?.render(<AppSwitcher apps={apps} currentAppId={currentAppId} onSelect={onSelect} />);
  });
}

afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
});

const trigger = () => screen.getByRole('combobox', { name: 'Select an app' });

describe('AppSwitcher with real pointer input', () => {
  it('shows the current app with its icon, and picks another by click', async () => {
    const onSelect = vi.fn();
    renderSwitcher('passkeys', onSelect);
    expect(trigger().textContent).toBe('Passkeys');
    // The AppIcon of passkeys (lucide's key-round) on its tile.
    expect(trigger().querySelector('svg.lucide-key-round')).not.toBeNull();
    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('option', { name: 'Payments' }));
    expect(onSelect).toHaveBeenCalledWith('payments');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it('does not call back when the current app is picked again', async () => {
    const onSelect = vi.fn();
    renderSwitcher('passkeys', onSelect);
    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('option', { name: 'Passkeys' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("draws the app's own icon instead of the AppIcon when given", () => {
    renderSwitcher('passkeys', vi.fn(), [
      { id: 'passkeys', title: 'Passkeys', icon: <svg data-testid="own" /> },
    ]);
    expect(trigger().querySelector('[data-testid=own]')).not.toBeNull();
    expect(trigger().querySelector('svg.lucide-key-round')).toBeNull();
  });

  it('shows "Select an app" without a current app', () => {
    renderSwitcher(undefined, vi.fn());
    expect(trigger().textContent).toBe('Select an app');
  });
});
