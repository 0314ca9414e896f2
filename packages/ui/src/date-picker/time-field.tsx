import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocale } from 'react-aria';
import { cx } from '../class-names';
import type { TimeOfDay } from './dates';

export interface TimeFieldProps {
  /** The visible label; without it, `aria-label` names the field (a row of fields with a shared heading). */
  label?: string;
  'aria-label'?: string;
  defaultValue?: TimeOfDay;
  /** The time shown, when the caller owns it (null: empty). */
  value?: TimeOfDay | null;
  onChange: (time: TimeOfDay | null) => void;
  error?: string;
  /** Marks the field invalid when its error is shown elsewhere (under a row of fields). */
  invalid?: boolean;
  /** The id of an error shown elsewhere that describes the field. */
  'aria-describedby'?: string;
  className?: string;
  /**
   * BCP 47 language of the segments' names ("heure", "hour"); the surrounding `I18nProvider`'s by default (the date
   * picker's). Given the same on the server and in the browser, the server's page is the one the browser keeps.
   */
  locale?: string;
}

type Part = 'hour' | 'minute';
const PARTS: readonly Part[] = ['hour', 'minute'];
const MAX: Record<Part, number> = { hour: 23, minute: 59 };
/** What an empty segment shows. */
const EMPTY = '––';

type Entry = Record<Part, number | null>;
const entryOf = (time: TimeOfDay | null | undefined): Entry => ({
  hour: time?.hour ?? null,
  minute: time?.minute ?? null,
});

/**
 * The segments' names by language. Building the browser's list of names is slow on a phone, and a form of weekly
 * hours holds dozens of segments: each language's names are read once.
 */
const partNames = new Map<string, Record<Part, string>>();

/** The segment's name in `language` ("heure", "hour"), read with its value. */
function partName(part: Part, language: string): string {
  let names = partNames.get(language);
  if (!names) {
    names = { hour: 'hour', minute: 'minute' };
    try {
      const displayNames = new Intl.DisplayNames([language], { type: 'dateTimeField' });
      for (const each of PARTS) names[each] = displayNames.of(each) ?? each;
    } catch {
      // An engine without these names reads the part's own.
    }
    partNames.set(language, names);
  }
  return names[part];
}

/**
 * Hour and minute, typed or stepped with the arrow keys (spec 2 "also a time field"), on a 24-hour clock in
 * every language: the same field wherever the app asks for a time, never the browser's AM/PM control. Each part
 * is a spin button, as the WAI-ARIA date field pattern has it: digits fill it (two, or one that cannot start a
 * longer number, then the next part takes over), the arrows step it round, Backspace empties it. The time is
 * reported once both parts are filled, and as empty when a part is emptied.
 */
export function TimeField({
  label,
  defaultValue,
  value,
  onChange,
  error,
  invalid = false,
  className,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  locale,
}: TimeFieldProps) {
  const id = useId();
  const context = useLocale();
  const language = locale ?? context.locale;
  const [entry, setEntry] = useState<Entry>(() => entryOf(value === undefined ? defaultValue : value));
  // Digits typed into the focused part so far: a second digit completes the first.
  const typed = useRef<{ part: Part; digits: string } | null>(null);
  const segments = useRef<Record<Part, HTMLDivElement | null>>({ hour: null, minute: null });

  // A time the caller changes shows at once; a part being typed is kept while the caller holds no time.
  const owned = value !== undefined;
  const hour = value?.hour ?? null;
  const minute = value?.minute ?? null;
  useEffect(() => {
    if (!owned) return;
    setEntry((current) => {
      if (hour === null || minute === null) {
        return current.hour === null || current.minute === null ? current : { hour: null, minute: null };
      }
      return current.hour === hour && current.minute === minute ? current : { hour, minute };
    });
  }, [owned, hour, minute]);

  const put = (next: Entry) => {
    setEntry(next);
    if (next.hour !== null && next.minute !== null) onChange({ hour: next.hour, minute: next.minute });
    else if (entry.hour !== null && entry.minute !== null) onChange(null);
  };

  const typeDigit = (part: Part, digit: string) => {
    const before = typed.current?.part === part ? typed.current.digits : '';
    const digits = `${before}${digit}`;
    const number = Number(digits);
    const complete = digits.length === 2 || number * 10 > MAX[part];
    const value = number > MAX[part] ? Number(digit) : number;
    typed.current = complete ? null : { part, digits: String(value) };
    put({ ...entry, [part]: value });
    if (complete && part === 'hour') segments.current.minute?.focus();
  };

  const keyDown = (part: Part, event: KeyboardEvent<HTMLDivElement>) => {
    // The browser's and the system's shortcuts stay theirs.
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const current = entry[part];
    const step = (by: number) => {
      const max = MAX[part] + 1;
      put({ ...entry, [part]: current === null ? (by > 0 ? 0 : MAX[part]) : (current + by + max) % max });
    };
    const other = PARTS[PARTS.indexOf(part) + (event.key === 'ArrowRight' ? 1 : -1)];
    if (/^\d$/.test(event.key)) typeDigit(part, event.key);
    else if (event.key === 'ArrowUp') step(1);
    else if (event.key === 'ArrowDown') step(-1);
    else if (event.key === 'PageUp') step(part === 'hour' ? 2 : 15);
    else if (event.key === 'PageDown') step(part === 'hour' ? -2 : -15);
    else if (event.key === 'Home') put({ ...entry, [part]: 0 });
    else if (event.key === 'End') put({ ...entry, [part]: MAX[part] });
    else if (event.key === 'Backspace' || event.key === 'Delete') put({ ...entry, [part]: null });
    else if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && other)
      segments.current[other]?.focus();
    else if (event.key === 'Tab' || (event.key.length > 1 && event.key !== 'Enter')) return;
    // Everything else the segment would take as text is refused: it only ever shows its number.
    event.preventDefault();
    if (!/^\d$/.test(event.key)) typed.current = null;
  };

  return (
    <div className={cx('mym-time-field', error && 'mym-time-field--invalid', className)}>
      {label && (
        <span id={`${id}-label`} className="mym-field__label">
          {label}
        </span>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: the date field pattern's group of segments, in one line (a fieldset would bring a legend and a frame of its own) */}
      <div
        role="group"
        className="mym-time-field__input"
        aria-label={ariaLabel}
        aria-labelledby={label ? `${id}-label` : undefined}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={error ? `${id}-error` : describedBy}
      >
        {PARTS.map((part, index) => {
          const number = entry[part];
          const text = number === null ? EMPTY : String(number).padStart(2, '0');
          return [
            index > 0 && (
              <span key="separator" aria-hidden="true" className="mym-time-field__segment">
                :
              </span>
            ),
            <div
              key={part}
              ref={(element) => {
                segments.current[part] = element;
              }}
              role="spinbutton"
              tabIndex={0}
              contentEditable
              suppressContentEditableWarning
              inputMode="numeric"
              spellCheck={false}
              autoCorrect="off"
              enterKeyHint="next"
              aria-label={partName(part, language)}
              aria-valuemin={0}
              aria-valuemax={MAX[part]}
              aria-valuenow={number ?? undefined}
              aria-valuetext={number === null ? EMPTY : text}
              aria-invalid={error || invalid ? true : undefined}
              className={cx(
                'mym-time-field__segment',
                number === null && 'mym-time-field__segment--placeholder',
              )}
              onKeyDown={(event) => keyDown(part, event)}
              onBeforeInput={(event) => {
                // A phone's keyboard sends its digits as input, not as keys.
                event.preventDefault();
                const digit = (event.nativeEvent as InputEvent).data?.slice(-1);
                if (digit && /^\d$/.test(digit)) typeDigit(part, digit);
              }}
              onFocus={() => {
                typed.current = null;
              }}
            >
              {text}
            </div>,
          ];
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="mym-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
