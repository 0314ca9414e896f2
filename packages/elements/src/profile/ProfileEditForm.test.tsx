import { apiError, mediaItem, ok, tusUploads } from '@mym/sdk/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreatorGate } from '../common/creator/CreatorGate';
import { readFirstData } from '../common/first-data';
import { ACCEPTED_CREATOR, creatorClient } from '../test-support/creator-api';
import { renderWithClient, serverPage } from '../test-support/render-with-client';
import { profileEditFirstQueries } from './first-queries';
import { ProfileEditForm } from './ProfileEditForm';

afterEach(cleanup);

const PICTURE = mediaItem('0c9a8a7e-1111-4a4a-8b8b-000000000001');

/** The creator's profile API: the demo creator (or `creator`), no picture, the given subscription price, tus uploads. */
function profileApi(price: { value: number; currency: string } | null = null, creator = ACCEPTED_CREATOR) {
  const uploads = tusUploads(PICTURE);
  return creatorClient(async (call) => {
    const body = call.body as Record<string, unknown> | undefined;
    if (call.path === '/creators/me' && call.method === 'GET') return ok(creator);
    if (call.path === '/creators/me' && call.method === 'PATCH') return ok({ ...ACCEPTED_CREATOR, ...body });
    if (call.path === '/creators/me/profile-picture')
      return ok({ url: call.method === 'PUT' ? 'https://cdn.example/me.jpg' : null });
    if (call.path === '/creators/me/subscription-price')
      return ok({ price: call.method === 'PUT' ? body?.price : price });
    return uploads(call);
  });
}

function renderForm(api = profileApi(), onSaved = vi.fn()) {
  renderWithClient(
    <CreatorGate>
      <ProfileEditForm onSaved={onSaved} />
    </CreatorGate>,
    api.client,
  );
  return { api, onSaved };
}

const uploadCalls = (api: ReturnType<typeof profileApi>) =>
  api.calls.filter((call) => call.path.startsWith('/uploads'));

describe('profile edition (spec 2 /profile/edit)', () => {
  it('starts from the current display fields and saves the changes with PATCH /creators/me', async () => {
    const { api, onSaved } = renderForm();
    const name = await screen.findByLabelText('Nom affiché');
    expect((name as HTMLInputElement).value).toBe('Demo Creator');
    await userEvent.clear(name);
    await userEvent.type(name, '  Luna Star ');
    await userEvent.type(screen.getByLabelText('Biographie'), 'Photos du bout du monde');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.sent('PATCH /creators/me')).toEqual([
      { displayName: 'Luna Star', bio: 'Photos du bout du monde' },
    ]);
  });

  it('an empty display name shows mandatory_field_is_empty_error under the field (spec 5 generic)', async () => {
    const { api } = renderForm();
    await userEvent.clear(await screen.findByLabelText('Nom affiché'));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ce champ est obligatoire');
    expect(api.sent('PATCH /creators/me')).toEqual([]);
  });

  it('field errors the server answers are shown under their field (spec 5, DESIGN wire format)', async () => {
    const api = profileApi();
    api.answerNext(
      'PATCH /creators/me',
      apiError(400, 'validation_failed', { displayName: ['mandatory_field_is_empty_error'] }),
    );
    const { onSaved } = renderForm(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ce champ est obligatoire');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a chosen picture waits for the form: nothing is sent until "Enregistrer", then the upload and PUT (spec 2)', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:picture');
    URL.revokeObjectURL = vi.fn();
    const { api, onSaved } = renderForm();
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByTestId('upload-input'), file);
    expect(await screen.findByText('Cadrez la photo : elle sera enregistrée avec le profil.')).toBeTruthy();
    expect(uploadCalls(api)).toEqual([]);
    expect(api.sent('PUT /creators/me/profile-picture')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    // The picture went up as a tus upload of its bytes, then became the profile's.
    expect(uploadCalls(api)[0]?.headers.get('Upload-Length')).toBe(String(file.size));
    expect(api.sent('PUT /creators/me/profile-picture')).toEqual([{ mediaId: PICTURE.id }]);
    expect(api.sent('PATCH /creators/me')).toHaveLength(1);
  });

  it('"Garder la photo actuelle" drops the chosen picture: saving sends none', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:picture');
    URL.revokeObjectURL = vi.fn();
    const { api, onSaved } = renderForm();
    await userEvent.upload(
      await screen.findByTestId('upload-input'),
      new File(['x'], 'me.png', { type: 'image/png' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Garder la photo actuelle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(uploadCalls(api)).toEqual([]);
  });

  it('a refused picture shows its spec 5 key and the profile is not saved', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:picture');
    URL.revokeObjectURL = vi.fn();
    const api = profileApi();
    api.answerNext(
      'POST /uploads',
      apiError(400, 'validation_failed', { file: ['post_image_file_size_error'] }),
    );
    const { onSaved } = renderForm(api);
    await userEvent.upload(
      await screen.findByTestId('upload-input'),
      new File(['x'], 'me.png', { type: 'image/png' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(api.sent('PATCH /creators/me')).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('the monthly subscription price is set with the profile, in minor units; out of 5..1000 -> creators_push_price_error', async () => {
    const { api, onSaved } = renderForm(profileApi({ value: 990, currency: 'EUR' }));
    const field = (await screen.findByLabelText("Prix de l'abonnement mensuel (EUR)")) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('9,9'));
    await userEvent.clear(field);
    await userEvent.type(field, '1200');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Le prix personnalisé doit être compris entre 5 et 1000',
    );
    expect(api.sent('PUT /creators/me/subscription-price')).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, '12,5');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.sent('PUT /creators/me/subscription-price')).toEqual([
      { price: { value: 1250, currency: 'EUR' } },
    ]);
  });

  it('an emptied subscription price stops selling it (null); an unchanged one is not sent', async () => {
    const { api, onSaved } = renderForm(profileApi({ value: 990, currency: 'EUR' }));
    const field = (await screen.findByLabelText("Prix de l'abonnement mensuel (EUR)")) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('9,9'));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.sent('PUT /creators/me/subscription-price')).toEqual([]);
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(api.sent('PUT /creators/me/subscription-price')).toEqual([{ price: null }]);
  });

  it('shows the stored display name, bio and subscription price in the page before its code runs (spec 2 /profile/edit)', async () => {
    const { client } = profileApi(
      { value: 990, currency: 'EUR' },
      { ...ACCEPTED_CREATOR, bio: 'Photos du bout du monde' },
    );
    const firstData = await readFirstData(client, profileEditFirstQueries, 1000);
    const page = await serverPage(
      <CreatorGate>
        <ProfileEditForm />
      </CreatorGate>,
      client,
      firstData,
    );
    const field = (name: string) => page.querySelector<HTMLInputElement>(`[name="${name}"]`);
    expect(field('displayName')?.defaultValue).toBe('Demo Creator');
    expect(field('bio')?.defaultValue).toBe('Photos du bout du monde');
    expect(field('subscriptionPrice')?.defaultValue).toBe('9,9');
  });
});
