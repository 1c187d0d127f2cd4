/**
 * Server side of an island: renders the component to HTML inside a marker element that carries its name and
 * props, so the client can hydrate exactly these components and nothing else (the rest of the page ships no JS).
 */
import { ISLANDS } from '../islands/registry.ts';
import type { IslandName, IslandProps } from '../islands/props.ts';

/**
 * `hydrate="idle"`: the island hydrates once the page is idle or at the first interaction with it, not at once.
 * `hydrate="visible"`: once it comes near the viewport or at the first interaction with it, so an island below
 * the fold costs no JavaScript to a visitor who never scrolls to it.
 * `hydrate="delay"` with `delayMs`: that long after the page starts (an island that renders nothing before then).
 * `unlessStored`: a localStorage key; once the visitor's browser holds it, the island is never loaded (a question
 * already answered).
 */
export function Island<N extends IslandName>({ name, props, hydrate, delayMs, unlessStored }: {
  name: N; props: IslandProps[N]; hydrate?: 'idle' | 'visible' | 'delay'; delayMs?: number; unlessStored?: string;
}) {
  const Component = ISLANDS[name] as unknown as (p: IslandProps[N]) => React.ReactNode;
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)} data-hydrate={hydrate} data-delay={delayMs} data-unless-stored={unlessStored}>
      <Component {...props} />
    </div>
  );
}
