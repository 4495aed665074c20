import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code (zod and the form's schema, some 40 KB compressed) is
 * downloaded and built only when the form first needs it, instead of with the page: a page
 * rendered on the server then hydrates without parsing or building any of it. Validation is
 * asynchronous either way, so the form behaves the same; `preload` starts the download early
 * (when the visitor begins to fill the form) so the first check rarely waits for it.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformedValues>>,
): {
  resolver: Resolver<TFieldValues, TContext, TTransformedValues>;
  preload: () => void;
} {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformedValues>> | undefined;
  const loaded = () => {
    // A failed download is tried again on the next check rather than remembered.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    // A check that finds an earlier download (a preload) failed downloads once more itself.
    resolver: async (values, context, options) =>
      (await loaded().catch(loaded))(values, context, options),
    preload: () => void loaded().catch(() => undefined),
  };
}
