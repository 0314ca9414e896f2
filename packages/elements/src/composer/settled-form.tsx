import { type ComponentType, type LazyExoticComponent, memo, Suspense } from 'react';

/**
 * A composer's form (a chunk of its own, `lazy`), drawn again only when its data or the host's props change, with
 * `Loading` while its code arrives. The composer updates as its queries settle while the form's code still loads;
 * were each update to reach the form's part of the server's HTML, React would take that part over in one go,
 * without pausing, once the code is here (a long task on a phone). Untouched, the part is taken over in small
 * steps. The composer's data must keep its identity while its parts do (`useMemo`) for this to hold.
 */
export function settledForm<Props extends object>(
  Form: LazyExoticComponent<ComponentType<Props>>,
  Loading: ComponentType,
) {
  return memo(function SettledForm(props: Props) {
    return (
      <Suspense fallback={<Loading />}>
        <Form {...props} />
      </Suspense>
    );
  });
}
