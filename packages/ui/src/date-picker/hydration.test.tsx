import { act, Profiler, type ReactNode } from 'react';
import { I18nProvider, useId, useLocale } from 'react-aria';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DatePicker } from './date-picker';

/** Server HTML hydrated as a site island is: the renders React makes from hydration on, and its recoverable errors. */
async function hydrate(app: (onRender: () => void) => ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(app(() => {}));
  document.body.append(container);
  let renders = 0;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      app(() => {
        renders += 1;
      }),
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  container.remove();
  return { renders, errors, container };
}

function Probe() {
  const { locale } = useLocale();
  return <span id={useId()}>{locale}</span>;
}

describe('react-aria hydrates in one render (issue 26, patches/react-aria@3.53.1.patch)', () => {
  it('a hook reading the locale or an id is not drawn a second time, synchronously, right after hydration', async () => {
    const { renders, errors, container } = await hydrate((onRender) => (
      <Profiler id="probe" onRender={onRender}>
        <I18nProvider locale="fr-FR">
          <Probe />
        </I18nProvider>
      </Profiler>
    ));
    expect(errors).toEqual([]);
    expect(renders).toBe(1);
    expect(container.textContent).toBe('fr-FR');
  });

  it('a date picker (a month of days and a time field) hydrates in one render, its ids those of the server', async () => {
    const { renders, errors } = await hydrate((onRender) => (
      <Profiler id="picker" onRender={onRender}>
        <DatePicker
          labels={{ calendar: 'Date', time: 'Time' }}
          today={{ year: 2026, month: 1, day: 15 }}
          locale="fr-FR"
        />
      </Profiler>
    ));
    expect(errors).toEqual([]);
    expect(renders).toBe(1);
  });
});
