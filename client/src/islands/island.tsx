import { createContext, useContext, useId, type ReactElement, type ReactNode } from 'react';
import {
  type IslandName,
  type IslandProps,
  type IslandWake,
  ISLAND_NAME_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_SIGNED_IN_ATTRIBUTE,
  ISLAND_SLOT_ATTRIBUTE,
  ISLAND_WAKE_ATTRIBUTE,
  ISLAND_WAKE_IF_STORED_ATTRIBUTE,
} from './island-contract';

/** One island met while the server rendered a page: rendered again on its own, into its slot. */
export type CollectedIsland = {
  slot: string;
  element: ReactElement;
};

/**
 * Where an Island is being rendered. Outside a server render of a public page (the browser's
 * own render, or inside an island) it is simply its component. While the server renders a
 * page, it leaves an empty wrapper and hands the component to `collect`, which renders it as a
 * tree of its own: the browser hydrates each island as its own root, and React's ids (useId)
 * only match between the two when the trees are the same.
 */
const IslandCollector = createContext<((island: CollectedIsland) => void) | null>(null);

export const IslandCollectorProvider = IslandCollector.Provider;

type IslandElementProps<N extends IslandName> = {
  /** The key of its loader in island-loaders.ts, which the browser loads it by. */
  name: N;
  /** The same component that loader loads (rendered here; the browser loads it by name). */
  component: (props: IslandProps<N>) => ReactNode;
  /** Plain JSON: they travel in the page's HTML. */
  props: IslandProps<N>;
  /** Hydrated only when the visitor may be signed in (the staff's links in the navbar). */
  signedInOnly?: boolean;
  /** When it loads its code and hydrates (see IslandWake); on first use unless said. */
  wake?: IslandWake;
  /** Wakes at once when the visitor's local storage holds this key. */
  wakeIfStored?: string;
};

/**
 * A part of a public page that needs JavaScript. On a page the server rendered, the browser
 * loads its code only when it wakes: on the first interaction with it, or as `wake` says (see
 * schedule-islands.ts); the rest of the page is never hydrated.
 */
export function Island<N extends IslandName>({
  name,
  component,
  props,
  signedInOnly,
  wake = 'use',
  wakeIfStored,
}: IslandElementProps<N>) {
  const collect = useContext(IslandCollector);
  // Stable across the retries of a suspended render, unlike a counter.
  const slot = useId();
  const Component = component;
  const element = <Component {...props} />;
  if (!collect) return element;
  collect({ slot, element });
  return (
    <div
      className="contents"
      {...{
        [ISLAND_NAME_ATTRIBUTE]: name,
        [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
        ...(signedInOnly ? { [ISLAND_SIGNED_IN_ATTRIBUTE]: '' } : {}),
        ...(wake === 'use' ? {} : { [ISLAND_WAKE_ATTRIBUTE]: wake }),
        ...(wakeIfStored ? { [ISLAND_WAKE_IF_STORED_ATTRIBUTE]: wakeIfStored } : {}),
        // Last, and the wrapper empty: the server finds `slot="…"></div>` to fill it.
        [ISLAND_SLOT_ATTRIBUTE]: slot,
      }}
    />
  );
}
