import type { PushRecord } from '@mym/sdk';

/** Where a push stands, in the order the list shows them. */
export const PUSH_LIST_STATES = ['scheduled', 'sending', 'sent', 'failed'] as const;
export type PushListState = (typeof PUSH_LIST_STATES)[number];

/** What the API adds to a push record as it sends it (issue 9): absent from records of an older API. */
export type SendingRecord = PushRecord &
  Partial<{ state: PushListState; recipients: number; failureReason: string | null }>;

/** A push's state as the list groups it; an older API's record is scheduled until its date has passed. */
export function pushState(push: SendingRecord, now: Date = new Date()): PushListState {
  if (push.state) return push.state;
  return push.scheduledAt && new Date(push.scheduledAt) > now ? 'scheduled' : 'sent';
}

/** Only a push that has not started sending can still change (a sending or sent one answers 409). */
export function isEditable(push: SendingRecord): boolean {
  return pushState(push) === 'scheduled';
}
