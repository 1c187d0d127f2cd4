/**
 * Server side of an island: renders the component to HTML inside a marker element that carries its name and
 * props, so the client can hydrate exactly these components and nothing else (the rest of the page ships no JS).
 */
import { ISLANDS } from '../islands/registry.ts';
import type { IslandName, IslandProps } from '../islands/props.ts';

/** `hydrate="idle"`: the island hydrates once the page is idle or at the first interaction with it, not at once. */
export function Island<N extends IslandName>({ name, props, hydrate }: { name: N; props: IslandProps[N]; hydrate?: 'idle' }) {
  const Component = ISLANDS[name] as unknown as (p: IslandProps[N]) => React.ReactNode;
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)} data-hydrate={hydrate}>
      <Component {...props} />
    </div>
  );
}
