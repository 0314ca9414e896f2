import type { Creator } from '@mym/sdk';
import { broken } from '@mym/sdk/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCEPTED_CREATOR, creatorClient, creatorRoutes } from '../../test-support/creator-api';
import { renderWithClient } from '../../test-support/render-with-client';
import { CreatorGate, useGatedCreator } from './CreatorGate';

afterEach(cleanup);

/** A client whose `GET /creators/me` answers this creator. */
const creatorAnswering = (creator: Creator) =>
  creatorClient(creatorRoutes({ 'GET /creators/me': { body: creator } })).client;

function Screen() {
  return <p>Screen of {useGatedCreator().displayName}</p>;
}

describe('CreatorGate (spec 2 "Navigation", spec 8 "Display")', () => {
  it('renders the screen with the creator once GET /creators/me answers', async () => {
    renderWithClient(
      <CreatorGate onTermsMissing={vi.fn()}>
        <Screen />
      </CreatorGate>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('Screen of Demo Creator')).toBeTruthy();
  });

  it('a failed creator load shows an error screen with a retry button that loads again', async () => {
    const api = creatorClient(() => undefined);
    api.answerNext('GET /creators/me', broken());
    renderWithClient(
      <CreatorGate>
        <Screen />
      </CreatorGate>,
      api.client,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Impossible de charger votre compte');
    expect(screen.queryByText(/Screen of/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Screen of Demo Creator')).toBeTruthy();
    expect(api.sent('GET /creators/me')).toHaveLength(2);
  });

  it.each(['privacyPolicyAccepted', 'termsOfServiceAccepted', 'termsOfUseAccepted'] as const)(
    'a creator missing %s is sent to the terms screen, and the screen stays hidden (spec 2)',
    async (flag) => {
      const onTermsMissing = vi.fn();
      renderWithClient(
        <CreatorGate onTermsMissing={onTermsMissing}>
          <Screen />
        </CreatorGate>,
        creatorAnswering({ ...ACCEPTED_CREATOR, [flag]: false }),
      );
      await waitFor(() => expect(onTermsMissing).toHaveBeenCalledTimes(1));
      expect(screen.queryByText(/Screen of/)).toBeNull();
    },
  );

  it('the terms screen itself (requireTerms off) renders for a creator missing terms', async () => {
    const onTermsMissing = vi.fn();
    renderWithClient(
      <CreatorGate requireTerms={false} onTermsMissing={onTermsMissing}>
        <Screen />
      </CreatorGate>,
      creatorAnswering({ ...ACCEPTED_CREATOR, termsOfUseAccepted: false }),
    );
    expect(await screen.findByText('Screen of Demo Creator')).toBeTruthy();
    expect(onTermsMissing).not.toHaveBeenCalled();
  });
});
