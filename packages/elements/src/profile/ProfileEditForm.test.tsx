import { CreatorApiError } from '@mym/sdk';
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
});
