/**
 * The form's messages about dietary needs, however react-hook-form holds them: the list's own
 * (the needs do not fit the menus) and each entry's note. `unknown`, because the error tree of
 * an array field differs by what failed.
 */
export function needsErrorsOf(errors: unknown): {
  message: string | undefined;
  notes: (string | undefined)[];
} {
  const tree = (errors ?? {}) as {
    message?: string;
    root?: { message?: string };
    [index: number]: { note?: { message?: string } } | undefined;
  };
  const notes = Array.from({ length: 10 }, (_, i) => tree[i]?.note?.message);
  return { message: tree.message ?? tree.root?.message, notes };
}
