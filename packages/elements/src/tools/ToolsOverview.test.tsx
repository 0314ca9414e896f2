import type { ToolsSummary } from '@mym/sdk';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creatorClient, creatorRoutes } from '../test-support/creator-api';
import { renderWithClient } from '../test-support/render-with-client';
import { ToolsOverview } from './ToolsOverview';

afterEach(cleanup);

const summary: ToolsSummary = {
  cloud: { medias: 12, collections: 3 },
  playlists: { playlists: 2 },
  catalog: { consultations: 1, next: { title: 'Tarot reading', startsAt: '2026-06-22T09:00:00.000Z' } },
  posts: { scheduled: 0, next: null },
  pushes: { scheduled: 1, next: { title: 'New set', startsAt: '2026-06-20T18:00:00.000Z' } },
  lives: { upcoming: 1, next: { title: 'Q&A live', startsAt: '2026-06-26T19:00:00.000Z' } },
  calendar: { next: { kind: 'push', title: 'New set', startsAt: '2026-06-20T18:00:00.000Z' } },
};

function toolsClient() {
  return creatorClient(
    creatorRoutes({
      'GET /creators/me/tools': { body: summary },
      'GET /creators/me/referral': { body: { id: 42, userType: 'creator', signups: 3 } },
    }),
  ).client;
}

describe('the tools page leads to every tool with what it holds (spec 2 "Navigation": tools)', () => {
  it('a line per tool, in order, each a link with its counts and its next scheduled thing', async () => {
    renderWithClient(<ToolsOverview />, toolsClient());
    expect(screen.getByRole('heading', { level: 1, name: 'Outils' })).toBeTruthy();
    await screen.findByText('12 médias · 3 collections');
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Calendrier', '/app/calendar'],
      ['Posts', '/app/posts'],
      ['Push', '/app/push/list'],
      ['Lives', '/app/live/list'],
      ['MYM Cloud', '/app/mym-cloud'],
      ['Playlists', '/app/v2/tools/playlists'],
      ['Catalogue de consultations', '/app/catalog'],
    ]);
    const push = screen.getByRole('link', { name: 'Push' }).closest('li') as HTMLElement;
    expect(push.textContent).toContain('1 push programmé');
    expect(push.textContent).toMatch(/Prochain : New set, 20 juin 2026.*20:00/);
    expect(screen.getByRole('link', { name: 'Posts' }).closest('li')?.textContent).toContain(
      'Rien de programmé',
    );
  });
});

describe('the referral link (spec 3 "Referral": the creator query parameter of the sign-up page)', () => {
  it('shows the sponsor link with a copy button, its QR code and the creators who signed up through it', async () => {
    const user = userEvent.setup();
    renderWithClient(<ToolsOverview />, toolsClient());
    const field = (await screen.findByRole('textbox', { name: 'Lien de parrainage' })) as HTMLInputElement;
    expect(field.value).toBe(`${window.location.origin}/app/signup?creator=42`);
    expect(screen.getByText('3 créateurs se sont inscrits par votre lien.')).toBeTruthy();
    // The QR encoder loads on demand: a loaded machine may take more than the default second.
    expect(
      await screen.findByRole('img', { name: 'QR code de votre lien de parrainage' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copier le lien' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/app/signup?creator=42`);
    expect(screen.getByRole('status').textContent).toBe('Lien copié');
  });
});
