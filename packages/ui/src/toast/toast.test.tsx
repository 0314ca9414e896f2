import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '../limits';
import { expectNoAxeViolations } from '../test-support/axe';
import type { ToastOptions } from './toast';
import { type ToastApi, ToastProvider, useToast } from './toast-provider';

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

function showToast(options: ToastOptions) {
  act(() => {
    api.show(options);
  });
}

describe('Toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('toast duration is 3000 ms (spec 2, spec 9)', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    render(<ToastProvider>{<Capture />}</ToastProvider>);
    showToast({ title: 'Saved', kind: 'success' });
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('two providers on one page (two islands) show no empty landmark; a region is named while it holds toasts', () => {
    render(
      <>
        <ToastProvider regionLabel="Notifications">{null}</ToastProvider>
        <ToastProvider regionLabel="Notifications">{<Capture />}</ToastProvider>
      </>,
    );
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    showToast({ title: 'Saved', kind: 'success' });
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toContain('Saved');
  });

  it('toast kinds default, error, success and profile with image (spec 2)', () => {
    render(<ToastProvider>{<Capture />}</ToastProvider>);
    showToast({ title: 'Plain' });
    showToast({ title: 'Technical error', description: 'Try again', kind: 'error' });
    showToast({ title: 'Signup confirmed', kind: 'success' });
    showToast({ title: 'Anna joined', kind: 'profile', image: { src: '/a.png', alt: 'Anna' } });
    expect(screen.getByRole('alert').textContent).toContain('Technical error');
    expect(screen.getAllByRole('status')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Anna' }).getAttribute('src')).toBe('/a.png');
    const kinds = [...document.querySelectorAll('.mym-toast')].map((el) => el.className.split('--')[1]);
    expect(kinds).toEqual(['default', 'error', 'success', 'profile']);
  });

  it('pauses while hovered so a reader does not lose it, and closes with its button', () => {
    render(<ToastProvider closeLabel="Close">{<Capture />}</ToastProvider>);
    showToast({ title: 'Read me' });
    const toast = screen.getByRole('status');
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('Read me')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Read me')).toBeNull();
  });

  it('useToast outside a provider explains the mistake', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow('useToast must be used inside a ToastProvider');
  });

  it('renders toasts into the shadow root the provider lives in', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const root = createRoot(mount);
    act(() => root.render(<ToastProvider>{<Capture />}</ToastProvider>));
    showToast({ title: 'In shadow' });
    expect(shadow.querySelector('.mym-toast-region')?.textContent).toContain('In shadow');
    act(() => root.unmount());
    host.remove();
  });

  it('has no axe violations with every kind shown', async () => {
    vi.useRealTimers();
    render(<ToastProvider>{<Capture />}</ToastProvider>);
    showToast({ title: 'Plain', duration: 60_000 });
    showToast({ title: 'Error', kind: 'error', duration: 60_000 });
    showToast({ title: 'Ok', kind: 'success', duration: 60_000 });
    showToast({ title: 'Anna', kind: 'profile', image: { src: '/a.png', alt: '' }, duration: 60_000 });
    await expectNoAxeViolations(document.body);
  });
});
