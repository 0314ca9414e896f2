import { DEBOUNCE_MS, type MediaSort, NAME_MAX_LENGTH } from '@mym/sdk';
import { TextField } from '@mym/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface MediaFilter {
  q: string;
  sort: MediaSort;
}

export const NO_MEDIA_FILTER: MediaFilter = { q: '', sort: 'date' };

const SORTS: readonly MediaSort[] = ['date', 'name', 'type'];

/**
 * Search a collection by file name and choose its order (date, name, type). The search is asked once typing
 * pauses (spec 9's debounce), so a word is one request, not one per letter; a new order applies at once.
 */
export function CollectionMediaFilter({ onChange }: { onChange: (filter: MediaFilter) => void }) {
  const { t } = useTranslation();
  const sortId = useId();
  const [q, setQ] = useState('');
  const [searched, setSearched] = useState('');
  const [sort, setSort] = useState<MediaSort>('date');
  useEffect(() => {
    const timer = setTimeout(() => setSearched(q.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q]);
  useEffect(() => onChange({ q: searched, sort }), [searched, sort, onChange]);
  return (
    <search className="mym-cloud__filter">
      <TextField
        type="search"
        label={t('cloud_search_label')}
        value={q}
        maxLength={NAME_MAX_LENGTH}
        onChange={(event) => setQ(event.currentTarget.value)}
      />
      <div className="mym-field">
        <label className="mym-field__label" htmlFor={sortId}>
          {t('cloud_sort_label')}
        </label>
        <div className="mym-field__control">
          <select
            id={sortId}
            className="mym-field__input"
            value={sort}
            onChange={(event) => setSort(event.currentTarget.value as MediaSort)}
          >
            {SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`cloud_sort_${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </search>
  );
}
