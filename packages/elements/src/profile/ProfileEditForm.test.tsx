import { CreatorApiError, type CreatorClient } from '@mym/sdk';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreatorGate } from '../common/creator/CreatorGate';
import { fakeClient, renderWithClient } from '../test-support/render-with-client';
import { ProfileEditForm } from './ProfileEditForm';

afterEach(cleanup);

function renderForm(client = fakeClient(), onSaved = vi.fn()) {
  renderWithClient(
    <CreatorGate>
      <ProfileEditForm onSaved={onSaved} />
    </CreatorGate>,
    client,
  );
  return { client, onSaved };
}

describe('profile edition (spec 2 /profile/edit)', () => {
  it('starts from the current display fields and saves the changes with PATCH /creators/me', async () => {
    const { client, onSaved } = renderForm();
    const name = await screen.findByLabelText('Nom affiché');
    expect((name as HTMLInputElement).value).toBe('Demo Creator');
    await userEvent.clear(name);
    await userEvent.type(name, '  Luna Star ');
    await userEvent.type(screen.getByLabelText('Biographie'), 'Photos du bout du monde');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(client.creator.update).toHaveBeenCalledWith({
      displayName: 'Luna Star',
      bio: 'Photos du bout du monde',
    });
  });

  it('an empty display name shows mandatory_field_is_empty_error under the field (spec 5 generic)', async () => {
    const { client } = renderForm();
    await userEvent.clear(await screen.findByLabelText('Nom affiché'));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ce champ est obligatoire');
    expect(client.creator.update).not.toHaveBeenCalled();
  });

  it('field errors the server answers are shown under their field (spec 5, DESIGN wire format)', async () => {
    const update = vi.fn(async () => {
      throw new CreatorApiError('Error while updating creator', {
        status: 400,
        fields: { displayName: ['mandatory_field_is_empty_error'] },
      });
    });
    const { onSaved } = renderForm(fakeClient({ update }));
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ce champ est obligatoire');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a chosen picture waits for the form: nothing is sent until "Enregistrer", then the upload and PUT (spec 2)', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:picture');
    URL.revokeObjectURL = vi.fn();
    const setProfilePicture = vi.fn(async () => ({ url: 'https://cdn.example/me.jpg' }));
    const upload = vi.fn(async () => ({ id: '0c9a8a7e-1111-4a4a-8b8b-000000000001' }));
    const client = { ...fakeClient({ setProfilePicture }), uploads: { upload } } as unknown as CreatorClient;
    const { onSaved } = renderForm(client);
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByTestId('upload-input'), file);
    expect(await screen.findByText('Cadrez la photo : elle sera enregistrée avec le profil.')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
    expect(setProfilePicture).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(upload).toHaveBeenCalledWith(file, expect.anything());
    expect(setProfilePicture).toHaveBeenCalledWith('0c9a8a7e-1111-4a4a-8b8b-000000000001');
    expect(client.creator.update).toHaveBeenCalledTimes(1);
  });

  it('"Garder la photo actuelle" drops the chosen picture: saving sends none', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:picture');
    URL.revokeObjectURL = vi.fn();
    const upload = vi.fn();
    const client = { ...fakeClient(), uploads: { upload } } as unknown as CreatorClient;
    const { onSaved } = renderForm(client);
    await userEvent.upload(
      await screen.findByTestId('upload-input'),
      new File(['x'], 'me.png', { type: 'image/png' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Garder la photo actuelle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(upload).not.toHaveBeenCalled();
  });

  it('a refused picture shows its spec 5 key and the profile is not saved', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:picture');
    URL.revokeObjectURL = vi.fn();
    const upload = vi.fn(async () => {
      throw new CreatorApiError('Error while uploading', {
        status: 400,
        fields: { file: ['post_image_file_size_error'] },
      });
    });
    const client = { ...fakeClient(), uploads: { upload } } as unknown as CreatorClient;
    const { onSaved } = renderForm(client);
    await userEvent.upload(
      await screen.findByTestId('upload-input'),
      new File(['x'], 'me.png', { type: 'image/png' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(client.creator.update).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('the monthly subscription price is set with the profile, in minor units; out of 5..1000 -> creators_push_price_error', async () => {
    const subscriptionPrice = vi.fn(async () => ({ price: { value: 990, currency: 'EUR' } }));
    const { client, onSaved } = renderForm(fakeClient({ subscriptionPrice }));
    const field = (await screen.findByLabelText("Prix de l'abonnement mensuel (EUR)")) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('9,9'));
    await userEvent.clear(field);
    await userEvent.type(field, '1200');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Le prix personnalisé doit être compris entre 5 et 1000',
    );
    expect(client.creator.setSubscriptionPrice).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '12,5');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(client.creator.setSubscriptionPrice).toHaveBeenCalledWith({ value: 1250, currency: 'EUR' });
  });

  it('an emptied subscription price stops selling it (null); an unchanged one is not sent', async () => {
    const subscriptionPrice = vi.fn(async () => ({ price: { value: 990, currency: 'EUR' } }));
    const { client, onSaved } = renderForm(fakeClient({ subscriptionPrice }));
    const field = (await screen.findByLabelText("Prix de l'abonnement mensuel (EUR)")) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('9,9'));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(client.creator.setSubscriptionPrice).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(client.creator.setSubscriptionPrice).toHaveBeenCalledWith(null);
  });
});
