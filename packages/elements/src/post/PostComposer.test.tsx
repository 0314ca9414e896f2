import type { PostRecord } from '@mym/sdk';
import { ok } from '@mym/sdk/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFirstData } from '../common/first-data';
import { scheduleInstant, wallClockOf } from '../common/schedule/zoned-schedule';
import { creatorClient } from '../test-support/creator-api';
import { renderWithClient, serverPage } from '../test-support/render-with-client';
import { postComposerFirstQueries } from './first-queries';
import { PostComposer } from './PostComposer';

const MEDIA = { id: '11111111-1111-4111-8111-111111111111', preview: null, type: 'image' };
const PLAYLIST = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Summer',
  preview: null,
  mediaCount: 2,
  postCount: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
};

function storedPost(overrides: Partial<PostRecord> = {}): PostRecord {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    media: MEDIA,
    caption: 'Stored caption',
    isPrivate: true,
    scheduledAt: null,
    playlists: [],
    thirdPartyConsent: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The posts API with `stored` kept, the creator's playlists and the push calendar. */
function postApi(stored = storedPost()) {
  return creatorClient((call) => {
    if (call.method === 'POST' && call.path === '/posts')
      return ok(storedPost({ ...(call.body as object), media: MEDIA }), 201);
    if (call.path === `/posts/${stored.id}`)
      return call.method === 'GET' ? ok(stored) : call.method === 'PATCH' ? ok(storedPost()) : undefined;
    if (call.method === 'GET' && call.path === '/playlists') return ok({ playlists: [PLAYLIST] });
    // The days already holding something, which the date picker marks (spec 2 "Calendar date picker").
    if (call.method === 'GET' && call.path === '/pushes/calendar') return ok({ dates: [] });
    return undefined;
  });
}
const postClient = () => postApi().client;

function draft(values: Record<string, unknown>) {
  sessionStorage.setItem(
    'mym-post-draft:new',
    JSON.stringify({
      media: MEDIA,
      caption: 'Hello fans',
      isPrivate: true,
      isScheduled: false,
      scheduledAt: new Date().toISOString(),
      playlists: [],
      thirdPartyConsent: false,
      ...values,
    }),
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('post editor (spec 2 "/post/*", 3 "Post form", 5 "Post form")', () => {
  it('starts from the defaults of spec 3: no media, private on, not scheduled, no consent', async () => {
    renderWithClient(<PostComposer />, postClient());
    expect(await screen.findByRole('heading', { name: 'Nouveau post' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Post privé' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Programmer pour plus tard' })).toHaveProperty(
      'checked',
      false,
    );
    expect(screen.getByRole('checkbox', { name: /ont accepté sa publication/ })).toHaveProperty(
      'checked',
      false,
    );
    // One way through: the full form stands alone, no stepper beside it claiming steps done.
    expect(screen.queryByRole('region', { name: 'Votre post, étape par étape' })).toBeNull();
  });

  it('every form rule of spec 5 shows its key under its field at once', async () => {
    draft({
      media: null,
      caption: 'a'.repeat(1501),
      isScheduled: true,
      scheduledAt: '2020-01-01T10:00:00.000Z',
    });
    renderWithClient(<PostComposer />, postClient());
    await userEvent.click(await screen.findByRole('button', { name: 'Vérifier' }));
    const media = screen.getByRole('group', { name: 'Média' });
    // The rules load on the first check.
    expect((await within(media).findByRole('alert')).textContent).toBe('Ce champ est obligatoire');
    expect(screen.getByText('La légende ne peut pas dépasser 1500 caractères')).toBeTruthy();
    expect(screen.getByText('Choisissez une date et une heure à venir')).toBeTruthy();
    expect(screen.getByLabelText('Légende').getAttribute('aria-invalid')).toBe('true');
  });

  it("a file breaking the file rules shows the SDK's every key under the media before any byte is sent (spec 5)", async () => {
    // The SDK's own upload at the fetch boundary: its verdict is what the field shows.
    const api = postApi();
    const { container } = renderWithClient(<PostComposer />, api.client);
    await screen.findByRole('heading', { name: 'Nouveau post' });
    const svg = new File(['<svg/>'], 'big.svg', { type: 'image/svg+xml' });
    Object.defineProperty(svg, 'size', { value: 40 * 1024 * 1024 });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [svg] } });
    const alert = await within(screen.getByRole('group', { name: 'Média' })).findByRole('alert');
    expect(alert.textContent).toContain("Format d'image accepté");
    expect(alert.textContent).toContain("L'image ne doit pas dépasser 30 Mo");
    expect(api.calls.filter((call) => call.path.startsWith('/uploads'))).toEqual([]);
  });

  it('a video over 3 hours, a video too big and a file of no kind give their keys', async () => {
    const { validateMediaFile } = await import('@mym/sdk/rules');
    expect(
      validateMediaFile({ type: 'video/mp4', size: 6e9, name: 'a.mp4', duration: 10801 }, 'post'),
    ).toEqual(['post_video_file_size_error', 'post_video_duration_error']);
    expect(validateMediaFile({ type: 'video/x-msvideo', size: 1, name: 'a.avi' }, 'post')).toEqual([
      'post_invalid_video_format_error',
    ]);
    expect(validateMediaFile({ type: 'application/pdf', size: 1, name: 'a.pdf' }, 'post')).toEqual([
      'post_invalid_format_error',
    ]);
  });

  it('an edited post shows its stored caption, and its count, in the page before its code runs (spec 2 "/post/*")', async () => {
    const { client } = postApi(storedPost({ caption: 'Stored caption' }));
    const firstData = await readFirstData(client, postComposerFirstQueries(storedPost().id), 1000);
    const page = await serverPage(<PostComposer postId={storedPost().id} />, client, firstData);
    const caption = page.querySelector<HTMLTextAreaElement>('textarea[name="caption"]');
    expect(caption?.defaultValue).toBe('Stored caption');
    expect(caption?.closest('.mym-field')?.querySelector('[data-testid="field-counter"]')?.textContent).toBe(
      '1486',
    );
  });
});

describe('what fans will see of the post (spec 2 "/post/*")', () => {
  it('the post composer shows what fans will see as the caption is typed (spec 2, issue-free wording)', async () => {
    renderWithClient(<PostComposer />, postClient());
    const preview = within(await screen.findByRole('complementary', { name: 'Ce que vos fans verront' }));
    expect(preview.getByText('Choisissez un média : vos fans le verront ici.')).toBeTruthy();
    expect(preview.getByText('Votre légende apparaîtra ici.')).toBeTruthy();
    expect(preview.getByText(/Réservé aux abonnés · Publié dès votre confirmation/)).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: 'Légende' }), 'Au bord de la mer');
    expect(preview.getByText('Au bord de la mer')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Post privé' }));
    expect(preview.getByText(/Public : tous les fans/)).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Programmer pour plus tard' }));
    expect(preview.getByText(/Publié le .+ à \d{2}:\d{2} \(heure /)).toBeTruthy();
  });

  it('the chosen media shows in the preview as fans will see it', async () => {
    draft({ media: { ...MEDIA, preview: 'https://cdn.example/sea.jpg' } });
    renderWithClient(<PostComposer />, postClient());
    const preview = within(await screen.findByRole('complementary', { name: 'Ce que vos fans verront' }));
    expect(preview.getByRole('img', { name: 'Média du post' }).getAttribute('src')).toBe(
      'https://cdn.example/sea.jpg',
    );
    expect(preview.getByText('Hello fans')).toBeTruthy();
  });
});

describe('post recap and publishing (spec 2, 3, 7)', () => {
  it('a scheduled post is shown in the creator zone, named, and travels as the UTC instant', async () => {
    const now = new Date();
    const tomorrow = wallClockOf(new Date(now.getTime() + 86_400_000), 'Europe/Paris').day;
    const at = scheduleInstant(tomorrow, { hour: 17, minute: 30 }, 'Europe/Paris');
    draft({
      isScheduled: true,
      scheduledAt: at.toISOString(),
      playlists: [PLAYLIST.id],
      thirdPartyConsent: true,
    });
    const api = postApi();
    const onCreated = vi.fn();
    renderWithClient(<PostComposer onCreated={onCreated} />, api.client);
    await userEvent.click(await screen.findByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByRole('heading', { name: 'Vérifiez votre post' })).toBeTruthy();
    expect(screen.getByText(/17:30.*\(heure de Paris\)/)).toBeTruthy();
    expect(screen.getByText('Summer')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Programmer le post' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(api.sent('POST /posts')).toEqual([
      {
        media: { id: MEDIA.id },
        caption: 'Hello fans',
        isPrivate: true,
        scheduledAt: at.toISOString(),
        playlists: [PLAYLIST.id],
        thirdPartyConsent: true,
      },
    ]);
    const done = await screen.findByRole('heading', { name: 'Votre post est prêt' });
    // The confirmation, loaded when reached, announces itself as a page would.
    await waitFor(() => expect(document.activeElement).toBe(done));
    // The draft of this tab is dropped once the post exists.
    expect(sessionStorage.getItem('mym-post-draft:new')).toBeNull();
  });

  it('the draft survives a reload: what was typed is back on the next mount', async () => {
    const first = renderWithClient(<PostComposer />, postClient());
    await userEvent.type(await screen.findByLabelText('Légende'), 'Kept words');
    first.unmount();
    renderWithClient(<PostComposer />, postClient());
    expect(((await screen.findByLabelText('Légende')) as HTMLTextAreaElement).value).toBe('Kept words');
  });

  it('the wizard steps go media, details, schedule, recap, each judging its own fields', async () => {
    renderWithClient(<PostComposer step={{ screen: 'media' }} />, postClient());
    await userEvent.click(await screen.findByRole('button', { name: 'Suivant' }));
    expect(within(screen.getByRole('group', { name: 'Média' })).getByRole('alert').textContent).toBe(
      'Ce champ est obligatoire',
    );
  });

  it('the stepper tells the truth: on "Détails" with no media, "Média" is not marked done', async () => {
    renderWithClient(<PostComposer step={{ screen: 'details' }} />, postClient());
    const timeline = await screen.findByRole('region', { name: 'Votre post, étape par étape' });
    const mediaStep = within(timeline).getByText('Média').closest('li');
    expect(mediaStep?.className).not.toContain('mym-timeline__step--success');
    expect(mediaStep?.textContent).not.toContain('terminée');
  });

  it('an edited post saves only what changed, given the stored post', async () => {
    const api = postApi();
    renderWithClient(<PostComposer postId={storedPost().id} />, api.client);
    const caption = await screen.findByLabelText('Légende');
    await userEvent.clear(caption);
    await userEvent.type(caption, 'New words');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer les modifications' }));
    // Only the caption changed: the PATCH carries it alone.
    await waitFor(() =>
      expect(api.sent(`PATCH /posts/${storedPost().id}`)).toEqual([{ caption: 'New words' }]),
    );
  });

  it('a post already published edits as not scheduled and keeps the date it went out at', async () => {
    const published = storedPost({ scheduledAt: '2026-01-10T09:00:00.000Z' });
    const api = postApi(published);
    renderWithClient(<PostComposer postId={published.id} />, api.client);
    expect(await screen.findByRole('checkbox', { name: 'Programmer pour plus tard' })).toHaveProperty(
      'checked',
      false,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer les modifications' }));
    // Its date is not changed: the PATCH leaves it out.
    await waitFor(() => expect(api.sent(`PATCH /posts/${published.id}`)).toEqual([{}]));
  });
});
