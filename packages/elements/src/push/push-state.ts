import { PUSH_STATES, type PushRecord, type PushState } from '@mym/sdk';

/** Where a push stands, in the order the list shows them. */
export const PUSH_LIST_STATES: readonly PushState[] = PUSH_STATES;

/** Only a push that has not started sending can still change (a sending or sent one answers 409). */
export function isEditable(push: PushRecord): boolean {
  return push.state === 'scheduled';
}

/** The instant a push is listed by: when it goes out (or went out), else when it was made. */
function listedAt(push: PushRecord): number {
  return Date.parse(push.scheduledAt ?? push.createdAt);
}

/**
 * The pushes of one group in date order: what is still to go out soonest first, what has gone out (or failed)
 * newest first, so the top of each group is what the creator looks for.
 */
export function pushesInGroup(pushes: readonly PushRecord[], state: PushState): PushRecord[] {
  const direction = state === 'scheduled' ? 1 : -1;
  return pushes
    .filter((push) => push.state === state)
    .sort((a, b) => direction * (listedAt(a) - listedAt(b)));
}
