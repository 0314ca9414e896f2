import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PROFILE_PICTURE_MAX_FILES, UPLOAD_MAX_FILES } from '../limits';
import { expectNoAxeViolations } from '../test-support/axe';
import { ProfilePictureUploadZone, UploadZone } from './upload-zone';

const image = (name = 'a.png') => new File(['x'], name, { type: 'image/png' });
const pdf = () => new File(['x'], 'doc.pdf', { type: 'application/pdf' });
const user = () => userEvent.setup({ applyAccept: false });
const drop = (target: Element, files: File[]) =>
  fireEvent.drop(target, {
    dataTransfer: {
      files,
      items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
      types: ['Files'],
    },
  });

describe('UploadZone', () => {
  it('prompts "click or drag" with a rules description (spec 2)', () => {
    render(<UploadZone prompt="Click or drag" rules="JPG, PNG up to 30 MB" onFilesAccepted={() => {}} />);
    const button = screen.getByRole('button', { name: 'Click or drag' });
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByText('JPG, PNG up to 30 MB').id);
  });

  it('default max is 3 files (spec 2, spec 9)', async () => {
    expect(UPLOAD_MAX_FILES).toBe(3);
    const onFilesAccepted = vi.fn();
    const onFilesRejected = vi.fn();
    render(<UploadZone prompt="Add" onFilesAccepted={onFilesAccepted} onFilesRejected={onFilesRejected} />);
    await user().upload(screen.getByTestId('upload-input'), [image('1.png'), image('2.png'), image('3.png')]);
    await waitFor(() => expect(onFilesAccepted).toHaveBeenCalledTimes(1));
    expect(onFilesAccepted.mock.calls[0]?.[0]).toHaveLength(3);
  });

  it('refuses more files than the room left', async () => {
    const onFilesRejected = vi.fn();
    render(
      <UploadZone prompt="Add" fileCount={2} onFilesAccepted={() => {}} onFilesRejected={onFilesRejected} />,
    );
    drop(screen.getByTestId('upload-input').parentElement!, [image('1.png'), image('2.png')]);
    await waitFor(() => expect(onFilesRejected).toHaveBeenCalled());
    expect(onFilesRejected.mock.calls[0]?.[0][0].codes).toContain('too-many-files');
  });

  it('is disabled once the file count reaches the max (spec 2)', () => {
    render(<UploadZone prompt="Add" fileCount={3} onFilesAccepted={() => {}} />);
    expect((screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('accepted types are set by the caller; refused files are reported and explained (spec 2)', async () => {
    const onFilesRejected = vi.fn();
    const onFilesAccepted = vi.fn();
    render(
      <UploadZone
        prompt="Add"
        accept={{ 'image/png': ['.png'] }}
        onFilesAccepted={onFilesAccepted}
        onFilesRejected={onFilesRejected}
        rejectionMessages={{ 'file-invalid-type': 'format not accepted' }}
      />,
    );
    await user().upload(screen.getByTestId('upload-input'), [pdf()]);
    await waitFor(() => expect(onFilesRejected).toHaveBeenCalled());
    expect(onFilesRejected.mock.calls[0]?.[0]).toEqual([
      { file: expect.any(File), codes: ['file-invalid-type'] },
    ]);
    expect(onFilesAccepted).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('doc.pdf: format not accepted');
  });

  it('profile picture upload takes 1 file by default (spec 2, spec 9)', async () => {
    expect(PROFILE_PICTURE_MAX_FILES).toBe(1);
    const { rerender } = render(<ProfilePictureUploadZone prompt="Photo" onFilesAccepted={() => {}} />);
    expect(screen.getByTestId('upload-input').hasAttribute('multiple')).toBe(false);
    rerender(<ProfilePictureUploadZone prompt="Photo" fileCount={1} onFilesAccepted={() => {}} />);
    expect((screen.getByRole('button', { name: 'Photo' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows at once; files picked before react-dropzone arrived are judged by it, and the focus stays on the prompt', async () => {
    // A page where no zone has loaded the library yet.
    vi.resetModules();
    const { UploadZone: ZoneAtRest } = await import('./upload-zone');
    const onFilesAccepted = vi.fn();
    render(<ZoneAtRest prompt="Add" rules="Rules" maxFiles={1} onFilesAccepted={onFilesAccepted} />);
    const input = screen.getByTestId('upload-input') as HTMLInputElement;
    // At rest the picker is the browser's own input, not react-dropzone's.
    expect(input.hidden).toBe(true);
    const prompt = screen.getByRole('button', { name: 'Add' });
    prompt.focus();
    // The browser's picker, opened from the prompt, hands its files to the input; the focus stays on the prompt.
    fireEvent.change(input, { target: { files: [image('1.png')] } });
    await waitFor(() => expect(onFilesAccepted).toHaveBeenCalledTimes(1));
    expect(onFilesAccepted.mock.calls[0]?.[0]).toEqual([expect.objectContaining({ name: '1.png' })]);
    const loaded = screen.getByRole('button', { name: 'Add' });
    expect(loaded).not.toBe(prompt);
    expect(document.activeElement).toBe(loaded);
  });

  it('has no axe violations, empty, full and with a refusal', async () => {
    const { container } = render(
      <div>
        <UploadZone prompt="Add" rules="Rules" onFilesAccepted={() => {}} />
        <UploadZone prompt="Full" fileCount={3} onFilesAccepted={() => {}} />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
