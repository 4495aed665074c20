// What the server's markup and the browser's island loader agree on. An island is a part of a
// server-rendered public page that needs JavaScript (a form, a toggle); everything around it is
// plain HTML the browser never hands to React.

/** On the island's wrapper: which island it is (a key of ISLAND_LOADERS). */
export const ISLAND_NAME_ATTRIBUTE = 'data-island';
/** On the wrapper: the island's props, as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/**
 * On the wrapper: the island's own id. It prefixes every id React makes inside the island
 * (useId), on the server and in the browser alike, so they match when the island hydrates.
 */
export const ISLAND_SLOT_ATTRIBUTE = 'data-island-slot';
/** On the wrapper, when present: hydrate only for a visitor who may be signed in (staff). */
export const ISLAND_SIGNED_IN_ATTRIBUTE = 'data-island-signed-in';

/**
 * On the wrapper, when present: when the island wakes (loads its code and hydrates), if not on
 * the first interaction with it (see IslandWake). Absent: on use.
 */
export const ISLAND_WAKE_ATTRIBUTE = 'data-island-wake';
/**
 * On the wrapper, when present: a key of the visitor's local storage; the island wakes at once
 * when the browser holds it (what the island shows depends on it: a cart kept from a visit).
 */
export const ISLAND_WAKE_IF_STORED_ATTRIBUTE = 'data-island-wake-if-stored';

/**
 * When an island loads its code and hydrates. Never on idle alone: a visit that only reads
 * downloads no React at all.
 * - `use`: on the first interaction with it (pointer over or down, touch, focus, key);
 * - `view`: when it comes into view (the page's own content, which shows nothing useful
 *   before it runs), or on use before that;
 * - `with-first`: when any other island of the page wakes (the toasts, which other islands
 *   raise).
 */
export type IslandWake = 'use' | 'view' | 'with-first';

/** On <html>: every island the page is going to hydrate (those woken so far) has hydrated. */
export const ISLANDS_HYDRATED_ATTRIBUTE = 'data-islands-hydrated';

/** The wrapper's HTML as the first render pass leaves it: empty, to be filled by its own render. */
export function emptySlotMarkup(slot: string): string {
  return `${ISLAND_SLOT_ATTRIBUTE}="${slot}"></div>`;
}

/**
 * Every island's loader, by name. island-loaders.ts fills it in (it merges its loaders into this
 * interface), so a page names its islands and their props from here, without importing the
 * loaders that import the page.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by island-loaders.ts
export interface IslandLoaderRegistry {}

export type IslandName = keyof IslandLoaderRegistry;

type Loaded<N extends IslandName> = Awaited<ReturnType<IslandLoaderRegistry[N]>>;

/** An island's props: what its component takes (nothing, for one that takes none). */
export type IslandProps<N extends IslandName> =
  Loaded<N> extends (props: infer P) => unknown
    ? unknown extends P
      ? Record<string, never>
      : P
    : never;
