import { useEffect } from 'react';
import { routeMeta } from '@shared/route-meta';

/** Title and description of a public page, the same the server puts in its first HTML. */
export function usePageMeta(path: string): void {
  useEffect(() => {
    const meta = routeMeta(path);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [path]);
}
