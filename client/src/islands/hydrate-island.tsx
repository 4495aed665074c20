import { createElement, startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandShell } from './island-shell';
import { isIslandName, ISLAND_LOADERS } from './island-loaders';
import {
  ISLAND_NAME_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_SLOT_ATTRIBUTE,
} from './island-contract';
import { pageQueryClient } from './page-query-client';

export type HydrationHooks = {
  /** Just before React takes over the island's markup. */
  beforeHydrate: () => void;
  /** Once the island's first render has committed (or it could not be loaded). */
  onHydrated: () => void;
};

/** Resolves in a task of its own, so the browser may paint and answer input in between. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Loads one island's code and hydrates its markup as a root of its own, with the props and the
 * id prefix the server rendered it with.
 */
export async function hydrateIsland(wrapper: HTMLElement, hooks: HydrationHooks): Promise<void> {
  const name = wrapper.getAttribute(ISLAND_NAME_ATTRIBUTE) ?? '';
  if (!isIslandName(name)) {
    console.error(`Unknown island "${name}"`);
    hooks.onHydrated();
    return;
  }
  // The props are those the server rendered this very island with (its own markup), so they fit.
  const component = (await ISLAND_LOADERS[name]()) as ComponentType<object>;
  const props = JSON.parse(wrapper.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
  // Islands whose code came in one file would otherwise all take over in the task that ran it.
  await nextTask();
  hooks.beforeHydrate();
  // As a transition, hydration yields to the browser between components: a tap or a scroll
  // during it is not kept waiting.
  startTransition(() => {
    hydrateRoot(
      wrapper,
      <IslandShell queryClient={pageQueryClient()} onHydrated={hooks.onHydrated}>
        {createElement(component, props)}
      </IslandShell>,
      { identifierPrefix: wrapper.getAttribute(ISLAND_SLOT_ATTRIBUTE) ?? '' },
    );
  });
}
