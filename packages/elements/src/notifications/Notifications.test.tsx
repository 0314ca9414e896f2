import type { NotificationGroup, NotificationPage } from '@mym/sdk';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creatorClient, creatorRoutes } from '../test-support/creator-api';
import { renderWithClient } from '../test-support/render-with-client';
import { Notifications } from './Notifications';

afterEach(cleanup);

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
const group = (extra: Partial<NotificationGroup>): NotificationGroup => ({
  groupKey: 'sale:push:1',
  kind: 'sale',
  category: 'sales',
  mandatory: false,
  count: 12,
  actors: 12,
  unread: 12,
  amount: { value: 8400, currency: 'EUR' },
  data: { fanName: 'Grace', title: 'Sunset' },
  latestId: 'n1',
  latestAt: new Date().toISOString(),
  earliestAt: new Date().toISOString(),
  day: today,
  ...extra,
});

function clientWith(page: NotificationPage) {
  return creatorClient(
    creatorRoutes({
      'GET /notifications': { body: page },
      'GET /notifications/unread-count': { body: { unreadCount: page.unreadCount } },
      'POST /notifications/read': { body: { unreadCount: 0 } },
    }),
  );
}

describe('the notifications screen (notifications "grouped, by day, unread first, mark read")', () => {
  it('shows each group as one sentence under Unread and Today, and marks a group read by its key', async () => {
    const api = clientWith({
      groups: [
        group({}),
        group({
          groupKey: 'message:f',
          kind: 'message',
          category: 'messages',
          unread: 0,
          count: 2,
          actors: 1,
          amount: null,
        }),
      ],
      unreadCount: 12,
      nextOffset: null,
    });
    renderWithClient(<Notifications />, api.client);
    expect(await screen.findByText(/12 fans ont acheté « Sunset » · 84,00/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Non lues' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: "Aujourd'hui" }).length).toBeGreaterThan(0);
    expect(screen.getByText('Grace a envoyé 2 messages')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Marquer comme lu : 12 fans/ }));
    await vi.waitFor(() =>
      expect(api.sent('POST /notifications/read')).toEqual([{ groupKey: 'sale:push:1' }]),
    );
  });
});
