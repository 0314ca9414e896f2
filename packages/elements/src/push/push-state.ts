import { PUSH_STATES, type PushRecord, type PushState } from '@mym/sdk';

/** Where a push stands, in the order the list shows them. */
export const PUSH_LIST_STATES: readonly PushState[] = PUSH_STATES;

/** Only a push that has not started sending can still change (a sending or sent one answers 409). */
export function isEditable(push: PushRecord): boolean {
  return push.state === 'scheduled';
}
