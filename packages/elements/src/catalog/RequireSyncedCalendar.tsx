import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingState } from '../common/LoadState';
import { useCreatorClient } from '../creator-client';
import { catalogQueries } from './catalog-queries';

export interface RequireSyncedCalendarProps {
  /** No calendar is Synced: the host moves to the calendar configuration, replacing this entry (spec 2). */
  onUnsynced: () => void;
  children: ReactNode;
}

/**
 * Spec 2: "Creation routes for consultations and configuration redirect to the calendar configuration if no
 * calendar is synced". Renders its screen once the synced provider is known (`syncedProvider()`, spec 7: the
 * one with status Synced), and sends the creator on otherwise.
 */
export function RequireSyncedCalendar({ onUnsynced, children }: RequireSyncedCalendarProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const providers = useQuery(catalogQueries.providers(client));
  const synced = providers.data?.some((provider) => provider.status === 'Synced');
  const unsynced = providers.isSuccess && !synced;
  useEffect(() => {
    if (unsynced) onUnsynced();
  }, [unsynced, onUnsynced]);

  if (providers.isError) {
    return (
      <LoadError
        title={t('catalog_providers_load_error')}
        onRetry={() => void providers.refetch()}
        retrying={providers.isFetching}
      />
    );
  }
  if (!synced) return <LoadingState label={t('catalog_loading')} />;
  return children;
}
