import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { Modal } from './modal';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        isOpen={open}
        title="Delete push"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        footer={<button type="button">Confirm</button>}
      >
        <p>Are you sure?</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('close button labelled by key modal_close_button (spec 2)', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'modal_close_button' })).toBeTruthy();
  });

  it('takes a translated close label from the caller', () => {
    render(<Modal isOpen title="T" onClose={() => {}} closeLabel="Fermer" />);
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });

  it('is a dialog named by its title, with focus moved inside and restored to the opener on close', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Delete push' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'modal_close_button' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('traps Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders into the shadow root it lives in', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const root = createRoot(mount);
    act(() => root.render(<Modal isOpen title="Inside" onClose={() => {}} />));
    expect(shadow.querySelector('.mym-modal-layer')?.parentNode).toBe(shadow);
    act(() => root.unmount());
    host.remove();
  });

  it('has no axe violations when open', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await expectNoAxeViolations(document.body);
  });
});
