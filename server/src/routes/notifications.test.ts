import type { NotificationPreferences } from '@mym/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsOfNotification } from '../db/notifications';
import { runNotificationMailTick, type SendMail } from '../jobs/notification-mailer';
import { JOB_MAX_ATTEMPTS } from '../jobs/retry-policy';
import { deliverPush } from '../services/push-delivery';
import { addMedia, call, creatorIdOf } from '../testing/fixtures';
import { pushPayload } from '../testing/payloads';
import { bearerFor, createTestApp, fanBearerFor } from '../testing/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let ada: string;
let adaId: string;
let lea: string;
let max: string;
let pushId: string;
const sent: { to: string; subject: string; text: string }[] = [];
const send: SendMail = async (message) => {
  sent.push(message);
};

const list = async (query = '') => (await call(ctx.app, 'GET', `/notifications${query}`, ada)).json().data;
const preferences = async (): Promise<NotificationPreferences> =>
  (await call(ctx.app, 'GET', '/notifications/preferences', ada)).json().data;

async function buy(fan: string, id: string) {
  const opened = await call(ctx.app, 'POST', '/fan/payments', fan, { item: { source: 'push', id } });
  const paid = await call(ctx.app, 'POST', `/fan/payments/${opened.json().data.id}/dev-charge`, fan, {
    card: '4242424242424242',
  });
  expect(paid.json().data.payment.state).toBe('confirmed');
}

beforeAll(async () => {
  ctx = await createTestApp();
  ada = await bearerFor(ctx.forge, 'sub-ada-notified');
  adaId = await creatorIdOf(ctx.app, ada);
  const mediaId = (await addMedia(ctx.db, adaId)).id;
  lea = await fanBearerFor(ctx.forge, 'sub-fan-lea-n');
  max = await fanBearerFor(ctx.forge, 'sub-fan-max-n');
  for (const fan of [lea, max]) {
    await call(ctx.app, 'PUT', `/fan/creators/${adaId}/follow`, fan);
    await call(ctx.app, 'POST', `/fan/creators/${adaId}/messages`, fan, { text: 'Hello Ada' });
  }
  const created = await call(
    ctx.app,
    'POST',
    '/pushes',
    ada,
    pushPayload(mediaId, { scheduledAt: null, targets: ['followers'], caption: 'Sunset' }),
  );
  pushId = created.json().data.id;
  await deliverPush(ctx.db, pushId, ctx.clock.now());
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.destroy();
});

describe('grouped notifications (notifications "One row per event, grouped")', () => {
  it("a fan's messages of the day are one group per fan, counted, unread", async () => {
    const page = await list('?category=messages');
    expect(page.groups).toHaveLength(2);
    expect(page.groups[0]).toMatchObject({ kind: 'message', count: 1, unread: 1, actors: 1 });
    expect(page.groups[0].data).toMatchObject({ title: 'Hello Ada' });
    expect(page.groups[0].data.actor).toBeUndefined();
  });

  it('sales of one item in one hour are one group: fans counted once, amounts summed exactly', async () => {
    await buy(lea, pushId);
    await buy(max, pushId);
    const page = await list('?category=sales');
    expect(page.groups).toHaveLength(1);
    const [group] = page.groups;
    expect(group).toMatchObject({ kind: 'sale', count: 2, actors: 2, data: { title: 'Sunset' } });
    expect(group.amount.value).toBe(2 * (await list('?category=sales')).groups[0].data.amount.value);
  });

  it('the push going out is told too', async () => {
    const page = await list('?category=pushes');
    expect(page.groups[0]).toMatchObject({ kind: 'push_sent', data: { title: 'Sunset' } });
  });

  it('unread groups come first; marking one group read drops the count by its rows', async () => {
    const before = await list();
    expect(before.unreadCount).toBe(5);
    const first = before.groups[0];
    const after = await call(ctx.app, 'POST', '/notifications/read', ada, { groupKey: first.groupKey });
    expect(after.json().data.unreadCount).toBe(5 - first.unread);
    const page = await list();
    expect(page.groups.at(-1).groupKey).toBe(first.groupKey);
    expect(page.groups.at(-1).unread).toBe(0);
  });

  it('another creator can neither read nor mark these', async () => {
    const stranger = await bearerFor(ctx.forge, 'sub-stranger-n');
    expect((await call(ctx.app, 'GET', '/notifications', stranger)).json().data.groups).toEqual([]);
    const before = (await list()).groups[0];
    await call(ctx.app, 'POST', '/notifications/read', stranger, { groupKey: before.groupKey });
    expect((await list()).unreadCount).toBe(5 - before.unread);
  });

  it('mark all read leaves nothing unread', async () => {
    const answer = await call(ctx.app, 'POST', '/notifications/read', ada, {});
    expect(answer.json().data.unreadCount).toBe(0);
    expect((await call(ctx.app, 'GET', '/notifications/unread-count', ada)).json().data.unreadCount).toBe(0);
  });
});

describe('mails: after the commit, once, with retries (notifications "Mails are sent after the transaction")', () => {
  it('each notification mails once, in the creator’s language, saying why it came', async () => {
    await runNotificationMailTick(ctx.db, send, new Date());
    const count = sent.length;
    // Two messages, two sales, the push sent.
    expect(count).toBe(5);
    expect(sent[0]?.to).toBe('ada@example.com');
    expect(sent[0]?.text).toContain('changez-le dans Mon compte › Notifications');
    await runNotificationMailTick(ctx.db, send, new Date());
    expect(sent).toHaveLength(count);
  });

  it('a mail server that refuses is tried again later, then given up after the last attempt', async () => {
    await call(ctx.app, 'POST', `/fan/creators/${adaId}/messages`, lea, { text: 'Again' });
    const failing: SendMail = async () => {
      throw new Error('mailbox full');
    };
    let now = Date.now();
    for (let attempt = 0; attempt < JOB_MAX_ATTEMPTS; attempt += 1) {
      await runNotificationMailTick(ctx.db, failing, new Date(now));
      now += 2 * 3_600_000;
    }
    const { groups } = await list('?category=messages');
    const [mail] = await mailsOfNotification(ctx.db, groups[0].latestId);
    expect(mail).toMatchObject({ attempts: JOB_MAX_ATTEMPTS, sent_at: null, last_error: 'mailbox full' });
    expect(mail?.failed_at).not.toBeNull();
  });
});

describe('preferences (notifications "Preferences per kind and channel")', () => {
  it('sales turned off in both channels record nothing; a sign-in from a new device still alerts', async () => {
    const stored = await preferences();
    expect(stored.version).toBe(1);
    const saved = await call(ctx.app, 'PUT', '/notifications/preferences', ada, {
      ...stored,
      channels: { ...stored.channels, messages: { inApp: true, email: false } },
      quietHours: { start: '22:00', end: '07:00' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ version: 2, quietHours: { start: '22:00', end: '07:00' } });
    await call(ctx.app, 'POST', `/fan/creators/${adaId}/messages`, max, { text: 'No mail for this' });
    const { groups } = await list('?category=messages');
    expect(await mailsOfNotification(ctx.db, groups[0].latestId)).toEqual([]);

    const other = await ctx.app.inject({
      method: 'GET',
      url: '/notifications/unread-count',
      headers: { authorization: ada, 'user-agent': 'Mozilla/5.0 (iPhone) Safari/605.1' },
    });
    expect(other.statusCode).toBe(200);
    const account = await list('?category=account');
    expect(account.groups[0]).toMatchObject({
      kind: 'sign_in',
      mandatory: true,
      data: { device: 'Safari · iOS' },
    });
    const [alert] = await mailsOfNotification(ctx.db, account.groups[0].latestId);
    // Mandatory: at once, whatever the quiet hours say.
    expect(alert?.due_at.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('a stale version answers 409; malformed quiet hours answer 400 and change nothing', async () => {
    const stored = await preferences();
    const stale = await call(ctx.app, 'PUT', '/notifications/preferences', ada, { ...stored, version: 1 });
    expect(stale.statusCode).toBe(409);
    const bad = await call(ctx.app, 'PUT', '/notifications/preferences', ada, {
      ...stored,
      quietHours: { start: '25:00', end: '7' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await preferences()).toEqual(stored);
  });
});
