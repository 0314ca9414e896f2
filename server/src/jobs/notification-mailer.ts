import type { Kysely } from 'kysely';
import {
  claimDueMails,
  creatorForNotifications,
  leaseMails,
  markMailsFailed,
  markMailsSent,
} from '../db/notifications';
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
 * How long a claimed mail is left to its sender: a process that dies between sending and saying so lets it go
 * again after this (the only way a mail could leave twice), far longer than the mail timeouts.
 */
export const MAIL_LEASE_MS = 5 * 60_000;

/**
 * Sends every due notification mail once per notification and channel (the outbox's unique key), after the
 * commit of what caused it: each is claimed with `FOR UPDATE SKIP LOCKED` (another process skips it) and leased
 * in a short transaction, sent, then marked sent. A failed send waits for its next attempt
 * (jobs/retry-policy.ts) and after the last one is kept, failed, with the reason. Answers how many mails left.
 */
export async function runNotificationMailTick(
  db: Kysely<Database>,
  send: SendMail,
  now: Date,
  onError?: (error: unknown) => void,
): Promise<number> {
  let sent = 0;
  for (let round = 0; round < NOTIFICATION_MAIL_BATCH; round += 1) {
    // Claimed in a short transaction of its own: no database connection waits on a mail server.
    const claimed = await db.transaction().execute(async (trx) => {
      const rows = await claimDueMails(trx, now);
      const first = rows[0];
      if (!first) return undefined;
      const ids = rows.map((row) => row.mail_id);
      await leaseMails(trx, ids, new Date(now.getTime() + MAIL_LEASE_MS));
      return { rows, first, ids, creator: await creatorForNotifications(trx, first.creator_id) };
    });
    if (!claimed) break;
    const { rows, first, ids, creator } = claimed;
    if (!creator?.email) {
      await markMailsFailed(db, ids, { attempts: first.attempts, last_error: 'no address', failed_at: now });
      continue;
    }
    const language: MailLanguage = creator.language === 'en' ? 'en' : 'fr';
    const mail = notificationMail(language, rows, { digest: first.digest, timeZone: creator.time_zone });
    try {
      await send({ to: creator.email, ...mail });
      await markMailsSent(db, ids, now);
      sent += 1;
    } catch (error) {
      onError?.(error);
      const attempts = first.attempts + 1;
      await markMailsFailed(db, ids, {
        attempts,
        last_error: failureMessage(error),
        ...(attempts >= JOB_MAX_ATTEMPTS
          ? { failed_at: now }
          : { due_at: new Date(now.getTime() + retryDelayMs(attempts)) }),
      });
    }
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
