import type { MediaItem } from '@mym/sdk';
import { type ApiAnswer, type ApiCall, mediaItem } from '@mym/sdk/testing';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRENCH_TRANSLATIONS } from '../../i18n/bundled-fr';
import { creatorClient } from '../../test-support/creator-api';
import { renderWithClient } from '../../test-support/render-with-client';
import { UploadQueue } from './UploadQueue';
import { type UploadResult, type UseUploadOptions, useUpload } from './use-upload';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const STORED: MediaItem = {
  ...mediaItem('44444444-4444-4444-8444-444444444444'),
  type: 'image/png',
  preview: 'https://cdn.test/preview.webp',
};

/** A request the test answers when it chooses, as a slow network would. */
interface Held {
  call: ApiCall;
  /** Answers the request, the server having taken `bytes` more. */
  answer: (bytes: number) => void;
}

/**
 * The API's tus endpoint at the fetch boundary: creation answers a Location, each PATCH is held until the test
 * answers it (with the bytes taken so far, the media on the last), or answered at once when `hold` is false.
 */
function tusApi({ hold = false, refuse }: { hold?: boolean; refuse?: ApiAnswer } = {}) {
  const held: Held[] = [];
  const uploads: { length: number; offset: number }[] = [];
  const taken = (path: string, bytes: number): ApiAnswer => {
    const upload = uploads[Number(path.split('/u').pop())] ?? { length: 0, offset: 0 };
    upload.offset += bytes;
    const headers = { 'Upload-Offset': String(upload.offset) };
    return upload.offset < upload.length
      ? { status: 204, headers }
      : { status: 200, body: { data: STORED }, headers };
  };
  const api = creatorClient(async (call) => {
    if (call.method === 'POST' && call.path === '/uploads') {
      uploads.push({ length: Number(call.headers.get('Upload-Length')), offset: 0 });
      return { status: 201, headers: { Location: `http://api.test/uploads/u${uploads.length - 1}` } };
    }
    if (call.method === 'PATCH' && call.path.startsWith('/uploads/u')) {
      if (refuse) return refuse;
      const upload = uploads[Number(call.path.split('/u').pop())];
      if (!hold) return taken(call.path, (upload?.length ?? 0) - (upload?.offset ?? 0));
      return new Promise<ApiAnswer>((resolve) =>
        held.push({ call, answer: (bytes) => resolve(taken(call.path, bytes)) }),
      );
    }
    return undefined;
  });
  return { ...api, held };
}

function Uploads({
  options,
  onResult,
}: {
  options?: UseUploadOptions;
  onResult?: (r: UploadResult) => void;
}) {
  const uploads = useUpload(options);
  return (
    <>
      <input
        type="file"
        data-testid="files"
        multiple
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          if (onResult && files[0]) void uploads.upload(files[0]).then(onResult);
          else uploads.add(files);
        }}
      />
      <UploadQueue uploads={uploads.uploads} onCancel={uploads.cancel} onRetry={uploads.retry} />
    </>
  );
}

const png = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const uploadsCalls = (calls: ApiCall[]) => calls.filter((call) => call.path.startsWith('/uploads'));

describe('useUpload: every upload of the UI through the SDK (spec 2 "Upload zone", spec 5 file rules)', () => {
  it('each file goes up through the SDK with its own bar, then says it was added and hands over the media', async () => {
    const api = tusApi();
    const onUploaded = vi.fn();
    renderWithClient(<Uploads options={{ onUploaded }} />, api.client);
    await userEvent.upload(screen.getByTestId('files'), [png('beach.png', 100), png('sea.png', 4)]);
    expect(screen.getByRole('progressbar', { name: 'Envoi de beach.png' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Envoi de sea.png' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Ajouté')).toHaveLength(2));
    expect(onUploaded).toHaveBeenCalledTimes(2);
    expect(onUploaded.mock.calls[0]?.[0]).toEqual(STORED);
    expect(uploadsCalls(api.calls).map((call) => call.method)).toEqual(['POST', 'PATCH', 'POST', 'PATCH']);
  });

  it('shows the percent, the speed and the time left as the server takes the bytes', async () => {
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => clock);
    // jsdom plays no media: the video's metadata arrive at once, of unknown length, as a codec the browser
    // cannot read would (the server measures it then).
    vi.spyOn(HTMLMediaElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLMediaElement) {
      queueMicrotask(() => this.onerror?.(new Event('error')));
    });
    const api = tusApi({ hold: true });
    renderWithClient(<Uploads />, api.client);
    // Requests of UPLOAD_REQUEST_BYTES (16 MiB) where a browser cannot stream a body: 32 MiB of 40 taken in the
    // second since the upload started.
    const size = 40 * 1024 * 1024;
    await userEvent.upload(
      screen.getByTestId('files'),
      new File([new Uint8Array(size)], 'long.mp4', { type: 'video/mp4' }),
    );
    await waitFor(() => expect(api.held).toHaveLength(1));
    await act(async () => api.held[0]?.answer(16 * 1024 * 1024));
    await waitFor(() => expect(api.held).toHaveLength(2));
    clock = 1000;
    await act(async () => api.held[1]?.answer(16 * 1024 * 1024));
    now.mockRestore();
    const bar = screen.getByRole('progressbar', { name: 'Envoi de long.mp4' });
    await waitFor(() => expect(bar.getAttribute('value')).toBe('80'));
    expect(screen.getByText(/^80\s%\s·\s33,6\sMo\/s\s·\sencore\s1\ss$/)).toBeTruthy();
  });

  it('cancel stops the transfer; resume sends the same file again and it is added', async () => {
    const api = tusApi({ hold: true });
    renderWithClient(<Uploads />, api.client);
    await userEvent.upload(screen.getByTestId('files'), png('clip.png', 100));
    await waitFor(() => expect(api.held).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: "Annuler l'envoi de clip.png" }));
    expect(await screen.findByText(FRENCH_TRANSLATIONS.upload_cancelled as string)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: "Reprendre l'envoi de clip.png" }));
    await waitFor(() => expect(api.held).toHaveLength(2));
    await act(async () => api.held[1]?.answer(100));
    expect(await screen.findByText('Ajouté')).toBeTruthy();
  });

  it("a file the SDK refuses shows the SDK's spec 5 key, with no request sent and no retry offered", async () => {
    const api = tusApi();
    renderWithClient(<Uploads />, api.client);
    await userEvent.upload(
      screen.getByTestId('files'),
      new File(['%PDF'], 'terms.pdf', { type: 'application/pdf' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      FRENCH_TRANSLATIONS.post_invalid_format_error,
    );
    expect(uploadsCalls(api.calls)).toEqual([]);
    expect(screen.queryByRole('button', { name: "Reprendre l'envoi de terms.pdf" })).toBeNull();
  });

  it('a file the server refuses from its bytes goes to the field that asked for the keys, and leaves the list', async () => {
    const refuse = {
      status: 400,
      body: {
        error: { code: 'validation_failed', message: 'x', fields: { file: ['push_invalid_format_error'] } },
      },
    };
    const api = tusApi({ refuse });
    const onRefused = vi.fn();
    const results: UploadResult[] = [];
    renderWithClient(
      <Uploads options={{ target: { context: 'push' }, onRefused }} onResult={(r) => results.push(r)} />,
      api.client,
    );
    await userEvent.upload(screen.getByTestId('files'), png('fake.png', 10));
    await waitFor(() => expect(results).toHaveLength(1));
    expect(onRefused).toHaveBeenCalledWith(['push_invalid_format_error'], expect.any(File));
    expect(results[0]).toEqual({ media: null, error: 'push_invalid_format_error' });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  // The SDK resumes a failed chunk three times (0, 1 and 3 s) before it gives up.
  it('a connection that keeps failing says so in words and offers to resume', {
    timeout: 15_000,
  }, async () => {
    const api = tusApi({ refuse: { status: 503, body: { error: { code: 'unavailable', message: 'x' } } } });
    renderWithClient(<Uploads />, api.client);
    await userEvent.upload(screen.getByTestId('files'), png('a.png', 10));
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(
      FRENCH_TRANSLATIONS.upload_error,
    );
    expect(screen.getByRole('button', { name: "Reprendre l'envoi de a.png" })).toBeTruthy();
  });
});
