import { cleanup, render } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);

/** What each form of this file saw at each of its renders: `isReady`, when the form reads it. */
let renders: (boolean | undefined)[] = [];

function NameForm({ readsReady }: { readsReady: boolean }) {
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
  renders.push(readsReady ? form.formState.isReady : undefined);
  return <input aria-label="Name" {...form.register('name')} />;
}

/**
 * `patches/react-hook-form@7.92.0.patch`: a form set its `isReady` state in a layout effect as it mounted, so every
 * form rendered twice, the second time synchronously inside the commit of the island hydrating it (issue 26: on
 * `/my-account`, its six forms and their 57 components, in the task no press is answered in).
 */
describe('forms as they mount (issue 26, speed)', () => {
  it('a form renders once as it mounts', () => {
    renders = [];
    render(<NameForm readsReady={false} />);
    expect(renders).toHaveLength(1);
  });

  it('a form that reads isReady is drawn again once it is ready, as react-hook-form documents', () => {
    renders = [];
    render(<NameForm readsReady />);
    expect(renders).toEqual([false, true]);
  });
});
