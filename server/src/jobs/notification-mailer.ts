import type { Kysely } from 'kysely';
import { claimDueMails, creatorForNotifications, markMailsFailed, markMailsSent } from '../db/notifications';
import type { Database } from '../db/schema';
import { type MailLanguage, notificationMail } from '../mail/notification-mails';
import { failureMessage, JOB_MAX_ATTEMPTS, retryDelayMs } from './retry-policy';

/** Sends one message; throws when the mail server refuses it. */
export type SendMail = (message: {
  to: string;
  subject: string;
  text: string;
  html: string;
}) => Promise<void>;

/** Mails (single ones or digests) sent per tick; the rest wait for the next tick. */
export const NOTIFICATION_MAIL_BATCH = 20;
/** How often the mailer looks for due mails. */
export const NOTIFICATION_MAIL_POLL_MS = 2000;

/**
 * Sends every due notification mail, each claimed with `FOR UPDATE SKIP LOCKED` in a transaction of its own
 * (another process skips it), and marked sent in that transaction: a mail is sent once per notification and
 * channel (the outbox's unique key), after the commit of what caused it. A failed send waits for its next
 * attempt (jobs/retry-policy.ts) and after the last one is kept, failed, with the reason. Answers how many
 * mails left.
 */
export async function runNotificationMailTick(
  db: Kysely<Database>,
  send: SendMail,
  now: Date,
  onError?: (error: unknown) => void,
): Promise<number> {
  let sent = 0;
  for (let round = 0; round < NOTIFICATION_MAIL_BATCH; round += 1) {
    const outcome = await db.transaction().execute(async (trx) => {
      const rows = await claimDueMails(trx, now);
      const first = rows[0];
      if (!first) return 'none' as const;
      const ids = rows.map((row) => row.mail_id);
      const creator = await creatorForNotifications(trx, first.creator_id);
      if (!creator?.email) {
        await markMailsFailed(trx, ids, {
          attempts: first.attempts,
          last_error: 'no address',
          failed_at: now,
        });
        return 'failed' as const;
      }
      const language: MailLanguage = creator.language === 'en' ? 'en' : 'fr';
      const mail = notificationMail(language, rows, { digest: first.digest, timeZone: creator.time_zone });
      try {
        await send({ to: creator.email, ...mail });
        await markMailsSent(trx, ids, now);
        return 'sent' as const;
      } catch (error) {
        onError?.(error);
        const attempts = first.attempts + 1;
        await markMailsFailed(trx, ids, {
          attempts,
          last_error: failureMessage(error),
          ...(attempts >= JOB_MAX_ATTEMPTS
            ? { failed_at: now }
            : { due_at: new Date(now.getTime() + retryDelayMs(attempts)) }),
        });
        return 'failed' as const;
      }
    });
    if (outcome === 'none') break;
    if (outcome === 'sent') sent += 1;
  }
  return sent;
}

/** Runs a tick now and then every `intervalMs`, never two at once; started by `main.ts`. */
export function startNotificationMailer(options: {
  db: Kysely<Database>;
  send: SendMail;
  clock?: () => Date;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}): { stop(): Promise<void> } {
  const clock = options.clock ?? (() => new Date());
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = runNotificationMailTick(options.db, options.send, clock(), options.onError)
      .catch((error) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? NOTIFICATION_MAIL_POLL_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
