import { type Conversation, INBOX_FILTERS, type InboxFilter } from '@mym/sdk';
import { toMinorUnits } from '@mym/sdk/rules';
import { TextField } from '@mym/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError, LoadingState } from '../common/LoadState';
import { useCreatorClient } from '../creator-client';
import { InboxRow } from './InboxRow';
import { DEFAULT_MIN_SPEND, type InboxView, messageQueries } from './message-queries';

/** Spec 9's debounce: the inbox searches once the creator stops typing. */
const SEARCH_DEBOUNCE_MS = 500;
/** Rows are one height, so 10,000 conversations cost the DOM what one screen of them does. */
const ROW_HEIGHT = 92;
/**
 * The inbox's height before the browser has measured it (on the server, and while the island hydrates): a phone's
 * screen. The first HTML so shows the conversations a creator sees first, and hydration renders the very same
 * rows, instead of an empty list the browser filled in after its script ran.
 */
const FIRST_PAINT_HEIGHT = 844;

export interface MessagesInboxProps {
  openId: string | null;
  timeZone: string;
  onOpen: (conversation: Conversation) => void;
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The creator's inbox (spec 2 "/chat"): one conversation per fan, latest activity first, with filters, a name
 * search and infinite scroll over a virtualized list (a page of 50 is asked for when the last rows show).
 */
export function MessagesInbox({ openId, timeZone, onOpen }: MessagesInboxProps) {
  const { t } = useTranslation();
  const client = useCreatorClient();
  const [filter, setFilter] = useState<InboxFilter | null>(null);
  const [minSpend, setMinSpend] = useState(String(DEFAULT_MIN_SPEND));
  const [search, setSearch] = useState('');
  const settledSearch = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const spend = Number(minSpend.replace(',', '.'));
  const view: InboxView = {
    filter,
    minSpend: Number.isFinite(spend) && spend >= 0 ? toMinorUnits(spend) : 0,
    search: settledSearch,
  };
  const query = useInfiniteQuery(messageQueries.inbox(client, view));
  const conversations = query.data?.pages.flatMap((page) => page.conversations) ?? [];
  const scroller = useRef<HTMLDivElement>(null);
  // The list measures its box once the island is hydrated, in a task of its own. The virtualizer measures in a
  // layout effect, and the rows it then drops were rendered again inside the hydration's commit, with every
  // effect of the island: the longest task of `/chat` on a phone.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const virtualizer = useVirtualizer({
    count: conversations.length,
    getScrollElement: () => (hydrated ? scroller.current : null),
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 0, height: FIRST_PAINT_HEIGHT },
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastShown >= conversations.length - 5) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastShown, conversations.length]);

  return (
    <section className="mym-inbox" aria-labelledby="mym-inbox-title">
      <h1 id="mym-inbox-title" className="mym-inbox__title">
        {t('messages_title')}
      </h1>
      <TextField
        type="search"
        label={t('messages_search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <fieldset className="mym-filter-chips mym-inbox__filters">
        <legend className="mym-visually-hidden">{t('messages_filters')}</legend>
        {[null, ...INBOX_FILTERS].map((value) => (
          <label key={value ?? 'all'} className="mym-filter-chip mym-inbox__filter">
            <input
              type="radio"
              name="mym-inbox-filter"
              checked={filter === value}
              onChange={() => setFilter(value)}
            />
            <span>{t(`messages_filter_${value ?? 'all'}`)}</span>
          </label>
        ))}
      </fieldset>
      {filter === 'spent_over' ? (
        <TextField
          label={t('messages_filter_min_spend')}
          inputMode="decimal"
          value={minSpend}
          onChange={(event) => setMinSpend(event.target.value)}
        />
      ) : null}
      {query.isPending ? (
        <LoadingState label={t('messages_loading')} />
      ) : query.isError ? (
        <LoadError
          title={t('messages_load_error')}
          retrying={query.isRefetching}
          onRetry={() => query.refetch()}
        />
      ) : conversations.length === 0 ? (
        <EmptyState
          title={t(filter || settledSearch ? 'messages_none_found_title' : 'messages_empty_title')}
          description={t(
            filter || settledSearch ? 'messages_none_found_description' : 'messages_empty_description',
          )}
        />
      ) : (
        <div className="mym-inbox__scroller" ref={scroller} data-testid="mym-inbox-scroller">
          <ul
            className="mym-inbox__list"
            aria-label={t('messages_conversations')}
            style={{ height: virtualizer.getTotalSize() }}
          >
            {rows.map((row) => {
              const conversation = conversations[row.index] as Conversation;
              return (
                <li
                  key={conversation.id}
                  className="mym-inbox__item"
                  style={{ transform: `translateY(${row.start}px)`, height: ROW_HEIGHT }}
                >
                  <InboxRow
                    conversation={conversation}
                    open={conversation.id === openId}
                    timeZone={timeZone}
                    onOpen={onOpen}
                  />
                </li>
              );
            })}
          </ul>
          {isFetchingNextPage ? <LoadingState label={t('messages_loading')} /> : null}
        </div>
      )}
    </section>
  );
}
