import { type CreatorClient, type LiveEvent, NOTIFICATION_CALL_ERRORS } from '@mym/sdk';
import type { FanClient } from '@mym/sdk/fan';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymousClient, refusal, signInOtherCreator } from './support/clients';
import { signUpFan } from './support/fans';

let creator: CreatorClient;
let creatorId: string;
let fan: FanClient;
const fanName = `Nina ${Date.now()}`;

async function until<T>(read: () => T | undefined): Promise<T | undefined> {
  for (let i = 0; i < 100; i += 1) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

beforeAll(async () => {
  creator = await signInOtherCreator();
  creatorId = (await creator.creator.me()).id;
  ({ fan } = await signUpFan(fanName));
  await fan.follow(creatorId);
});

describe('client.notifications against the API (notifications "One row per event, grouped")', () => {
  it('a fan writing twice is one group, told live through client.events with the notification id', async () => {
    const events: LiveEvent[] = [];
    const subscription = creator.events.subscribe((event) => events.push(event));
    const before = await creator.notifications.unreadCount();
    await fan.send(creatorId, 'First words');
    await fan.send(creatorId, 'Second words');
    const told = await until(() =>
      events.filter((event) => event.type === 'notification.created').length >= 2 ? true : undefined,
    );
    subscription.close();
    expect(told).toBe(true);
    expect(events.find((event) => event.type === 'notification.created')?.notificationId).toMatch(/-/);
    expect(await creator.notifications.unreadCount()).toBe(before + 2);
    const page = await creator.notifications.list({ category: 'messages' });
    const group = page.groups.find((candidate) => candidate.data.fanName === fanName);
    expect(group).toMatchObject({ kind: 'message', count: 2, unread: 2, data: { title: 'Second words' } });
  });

  it('markRead takes a group, markAllRead everything; both answer the count left', async () => {
    const page = await creator.notifications.list({ category: 'messages' });
    const group = page.groups.find((candidate) => candidate.data.fanName === fanName);
    if (!group) throw new Error('no group');
    const left = await creator.notifications.markRead(group.groupKey);
    expect(left).toBe(page.unreadCount - 2);
    expect(await creator.notifications.markAllRead()).toBe(0);
  });

  it('preferences round-trip with their version; a stale one is refused with the catalogue message (409)', async () => {
    const stored = await creator.notifications.preferences();
    const saved = await creator.notifications.setPreferences({
      ...stored,
      channels: { ...stored.channels, sales: { inApp: true, email: false } },
      dailyDigest: true,
    });
    expect(saved).toMatchObject({ channels: { sales: { inApp: true, email: false } }, dailyDigest: true });
    expect(saved.version).toBe(stored.version + 1);
    const stale = await refusal(() => creator.notifications.setPreferences(stored));
    expect(stale).toMatchObject({ status: 409, message: NOTIFICATION_CALL_ERRORS.updatePreferences });
  });

  it('without a session every call is refused with its catalogue message (401); markRead needs a key', async () => {
    const anonymous = anonymousClient();
    const refused = await refusal(() => anonymous.notifications.list());
    expect(refused).toMatchObject({ status: 401, message: NOTIFICATION_CALL_ERRORS.fetchNotifications });
    const guarded = await refusal(() => creator.notifications.markRead(''));
    expect(guarded.message).toBe('ID is required');
  });
});
