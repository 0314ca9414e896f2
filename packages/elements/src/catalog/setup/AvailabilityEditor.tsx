import type { Availability } from '@mym/sdk';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingState } from '../../common/LoadState';
import { useCreatorClient } from '../../creator-client';
import { catalogQueries } from '../catalog-queries';
import { AvailabilityFormView } from './AvailabilityFormView';

export interface AvailabilityEditorProps {
  /** The availability was stored: the configuration moves on. */
  onSaved?: ((availability: Availability) => void) | undefined;
  /** A way back to the previous step, when the editor is a step of something else. */
  onBack?: (() => void) | undefined;
}

/**
 * When consultations can be booked (`client.bookings.availability`): weekly hours with several ranges a day, the
 * IANA zone they are read in, buffers, minimum notice, booking window and dates that differ from the week.
 */
export function AvailabilityEditor({ onSaved, onBack }: AvailabilityEditorProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const query = useQuery(catalogQueries.availability(client));
  if (query.isPending) return <LoadingState label={t('catalog_availability_loading')} />;
  if (query.isError) {
    return (
      <LoadError
        title={t('catalog_availability_load_error')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <AvailabilityFormView availability={query.data} onSaved={onSaved} onBack={onBack} />;
}
