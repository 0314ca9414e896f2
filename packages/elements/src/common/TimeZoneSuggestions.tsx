import { useId, useMemo, useState } from 'react';

/** Every IANA zone the browser knows; UTC too, which some engines leave out. */
function knownTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

/**
 * A time zone field's suggestions (the account's zone, the availability's zone). The list of every zone (over four
 * hundred options) is built when the creator first comes to the field, not with the screen: the browser shows a
 * datalist only to a focused field anyway, and building it with the screen held its first task on a phone.
 */
export function useTimeZoneSuggestions() {
  const listId = useId();
  const [listed, setListed] = useState(false);
  return { listId, listed, showList: () => setListed(true) };
}

/** The `<datalist>` a zone field names in its `list`, empty until the field is first focused. */
export function TimeZoneSuggestions({ listId, listed }: { listId: string; listed: boolean }) {
  const zones = useMemo(() => (listed ? knownTimeZones() : []), [listed]);
  return (
    <datalist id={listId}>
      {zones.map((zone) => (
        <option key={zone} value={zone} />
      ))}
    </datalist>
  );
}
