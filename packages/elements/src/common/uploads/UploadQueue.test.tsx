import { CreatorApiError, type UploadProgress } from '@mym/sdk';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENGLISH_TRANSLATIONS } from '../../i18n/bundled-en';
import { UploadQueue } from './UploadQueue';
import { type SendUpload, useUploadQueue } from './use-upload-queue';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translation: ENGLISH_TRANSLATIONS } } });
});
afterEach(cleanup);

/** A transfer the test drives: progress, success, failure, and whether the queue aborted it. */
interface Transfer {
  file: File;
  progress: (progress: UploadProgress) => void;
  signal: AbortSignal;
  finish: () => void;
  fail: (error: unknown) => void;
}

function Queue({ send, files }: { send: SendUpload; files: File[] }) {
  const queue = useUploadQueue(send);
  return (
    <>
      <button type="button" onClick={() => queue.add(files)}>
        add
      </button>
      <UploadQueue uploads={queue.uploads} onCancel={queue.cancel} onRetry={queue.retry} />
    </>
  );
}

function setup(files: File[]) {
  const transfers: Transfer[] = [];
  const send = vi.fn<SendUpload>(
    (file, { onProgress, signal }) =>
      new Promise((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        transfers.push({
          file,
          progress: onProgress,
          signal,
          finish: () => resolve(undefined),
          fail: reject,
        });
      }),
  );
  render(
    <I18nextProvider i18n={i18n}>
      <Queue send={send} files={files} />
    </I18nextProvider>,
  );
  return { send, transfers };
}

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('the upload queue (several files, each with progress, speed, time left, cancel, retry)', () => {
  it('shows each file with its own bar, percent, speed and time left', async () => {
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const { transfers } = setup([file('beach.png', 10_000_000), file('sea.png', 4)]);
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    expect(transfers.map((transfer) => transfer.file.name)).toEqual(['beach.png', 'sea.png']);
    act(() => transfers[0]?.progress({ bytesSent: 0, bytesTotal: 10_000_000, percent: 0 }));
    clock = 1000;
    act(() => transfers[0]?.progress({ bytesSent: 2_000_000, bytesTotal: 10_000_000, percent: 20 }));
    now.mockRestore();
    const beach = screen.getByRole('progressbar', { name: 'Upload of beach.png' });
    expect(beach.getAttribute('value')).toBe('20');
    expect(screen.getByText('20 % · 2 MB/s · 4 sec left')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload of sea.png' }).getAttribute('value')).toBe('0');
    act(() => transfers[1]?.finish());
    expect(await screen.findByText('Added')).toBeTruthy();
  });

  it('cancel stops the transfer; resume sends the same file again, the SDK continuing from the server offset', async () => {
    const { send, transfers } = setup([file('clip.mp4', 100)]);
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the upload of clip.mp4' }));
    expect(transfers[0]?.signal.aborted).toBe(true);
    expect(await screen.findByText('Cancelled. What was sent is kept for a day.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Resume the upload of clip.mp4' }));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0]).toBe(send.mock.calls[0]?.[0]);
    act(() => transfers[1]?.finish());
    expect(await screen.findByText('Added')).toBeTruthy();
  });

  it('a file the server refused shows the spec 5 key it named, as an alert, and offers no retry', async () => {
    const { transfers } = setup([file('fake.png', 10)]);
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    act(() =>
      transfers[0]?.fail(
        new CreatorApiError('refused', { status: 400, fields: { file: ['post_invalid_format_error'] } }),
      ),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      ENGLISH_TRANSLATIONS.post_invalid_format_error,
    );
    // The same bytes would be refused again: no retry is offered.
    expect(screen.queryByRole('button', { name: 'Resume the upload of fake.png' })).toBeNull();
  });

  it('a dropped connection says so in words, not with a key', async () => {
    const { transfers } = setup([file('a.png', 10)]);
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    act(() => transfers[0]?.fail(new TypeError('Failed to fetch')));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file could not be uploaded. Try again.',
    );
    expect(screen.getByRole('button', { name: 'Resume the upload of a.png' })).toBeTruthy();
  });
});
