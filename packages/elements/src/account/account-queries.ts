import type { AccountSettings, CreatorApiError, CreatorClient } from '@mym/sdk';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useCreatorClient } from '../creator-client';

/** The account's settings, read once for every section of the screen (DESIGN "State"). */
export const accountQueries = {
  settingsKey: ['account', 'settings'] as const,
  settings: (client: CreatorClient) =>
    queryOptions({ queryKey: accountQueries.settingsKey, queryFn: () => client.account.settings() }),
  sessionsKey: ['account', 'sessions'] as const,
  /** Every device the creator is signed in on. */
  sessions: (client: CreatorClient) =>
    queryOptions({ queryKey: accountQueries.sessionsKey, queryFn: () => client.account.sessions() }),
};

/** A call that answers the whole settings record: what it answers replaces the cached one. */
export function useSettingsMutation<Input>(
  call: (client: CreatorClient, input: Input) => Promise<AccountSettings>,
) {
  const client = useCreatorClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(client, input),
    onSuccess: (settings) => queryClient.setQueryData(accountQueries.settingsKey, settings),
  });
}

/**
 * The spec keys the API put under `fields` go under the same fields of the form (spec 5 "Generic"); answers
 * whether any did, so the caller shows a general error otherwise.
 */
export function showServerFieldErrors<Form extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Form>,
  names: readonly Path<Form>[],
): boolean {
  const fields = (error as CreatorApiError).fields ?? {};
  let shown = false;
  for (const name of names) {
    const key = fields[name]?.[0];
    if (!key) continue;
    setError(name, { message: key }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
