import { screen, waitFor } from '@testing-library/dom';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { AppSwitcher, type AppSwitcherApp } from './app-switcher';

const APPS: AppSwitcherApp[] = [
  { id: 'passkeys', title: 'Passkeys', icon: <svg data-testid="passkeys-icon" /> },
  { id: 'payments', title: 'Payments', icon: <svg data-testid="payments-icon" /> },
];

let root: Root | undefined;

function renderSwitcher(currentAppId: string | undefined, onSelect: (id: string) => void) {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => {
    root?.render(<AppSwitcher apps={APPS} currentAppId={currentAppId} onSelect={onSelect} />);
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
    expect(trigger().querySelector('[data-testid=passkeys-icon]')).not.toBeNull();
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

  it('shows "Select an app" without a current app', () => {
    renderSwitcher(undefined, vi.fn());
    expect(trigger().textContent).toBe('Select an app');
  });
});
