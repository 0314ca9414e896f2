import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { creatorClient, creatorRoutes } from '../test-support/creator-api';
import { incomesApi, soldPush } from '../test-support/incomes-test-client';
import { fanOf } from '../test-support/messages-test-client';
import { renderWithClient } from '../test-support/render-with-client';
import { CreatorGlance } from './CreatorGlance';
import { soonest } from './glance-queries';

afterEach(cleanup);

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function homeApi() {
  const { summary } = incomesApi();
  const conversation = (id: string, unreadCount: number) => ({
    id,
    fan: fanOf(id, `Fan ${unreadCount}`),
    lastMessage: null,
    lastActivityAt: '2026-11-24T10:00:00.000Z',
    unreadCount,
  });
  return creatorClient(
    creatorRoutes({
      'GET /incomes/summary': { body: summary },
      'GET /messages/conversations': {
        body: {
          conversations: [
            conversation('0b0c7c1e-7f5a-4a4e-9a55-0000000000d1', 2),
            conversation('0b0c7c1e-7f5a-4a4e-9a55-0000000000d2', 3),
          ],
          cursor: null,
        },
      },
      'GET /posts': { body: { posts: [] } },
      'GET /pushes': { body: { pushes: [] } },
      'GET /bookings/upcoming': {
        body: {
          bookings: [
            {
              id: '0b0c7c1e-7f5a-4a4e-9a55-0000000000e1',
              consultationId: '0b0c7c1e-7f5a-4a4e-9a55-0000000000e2',
              consultationTitle: 'Coaching vocal',
              startsAt: '2026-11-25T16:00:00.000Z',
              endsAt: '2026-11-25T17:00:00.000Z',
              attendeeName: 'Léa',
              attendeeEmail: 'lea@example.com',
              attendeeTimeZone: 'Europe/Paris',
              timeZone: 'Europe/Paris',
            },
          ],
        },
      },
      'GET /incomes/sold-items': { body: { items: [soldPush], currency: 'EUR', cursor: null } },
    }),
  );
}

describe("the creator's home at a glance (spec 2: where a creator lands after sign-in)", () => {
  it("shows this month's net and its change, unread messages, what comes next and the last push, each a link to its screen", async () => {
    renderWithClient(<CreatorGlance timeZone="Europe/Paris" />, homeApi().client);
    const month = await screen.findByTestId('glance-month');
    expect(plain((await within(month).findByText('879,45 €')).textContent)).toBe('879,45 €');
    expect(plain(month.textContent)).toContain('+9,9 % vs période précédente');
    expect(within(month).getByRole('link').getAttribute('href')).toBe('/app/incomes');
    const unread = screen.getByTestId('glance-unread');
    expect(await within(unread).findByText('5 messages non lus')).toBeTruthy();
    expect(within(unread).getByRole('link').getAttribute('href')).toBe('/app/chat');
    const next = screen.getByTestId('glance-next');
    expect(plain((await within(next).findByText(/^Consultation/)).textContent)).toBe(
      'Consultation · 25 nov. 2026, 17:00',
    );
    expect(within(next).getByRole('link').getAttribute('href')).toBe('/app/catalog');
    const push = screen.getByTestId('glance-last-push');
    expect(plain((await within(push).findByText(/acheteurs/)).textContent)).toBe('24 acheteurs · 383,76 €');
    expect(within(push).getByRole('link').getAttribute('href')).toBe('/app/myms');
  });

  it('what comes next is the soonest of the scheduled posts, pushes and consultations', () => {
    expect(
      soonest([
        { kind: 'push', at: '2026-12-02T10:00:00.000Z', title: 'b' },
        { kind: 'post', at: '2026-12-01T10:00:00.000Z', title: 'a' },
        { kind: 'booking', at: '2026-12-03T10:00:00.000Z', title: 'c' },
      ])?.kind,
    ).toBe('post');
    expect(soonest([])).toBeNull();
  });
});
