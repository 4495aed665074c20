import { useEffect } from 'react';
import { markPageReady } from '@/lib/page-ready';

/**
 * Marks the document (`<html data-page-ready>`) once the page in view has hydrated, or been
 * rendered, and answers input. It sits inside each page's own Suspense boundary, so a page that
 * loads lazily marks it only when its chunk has arrived. The browser tests wait for the mark
 * before they act, as a person waits for a page to be ready.
 */
export function PageReady() {
  useEffect(markPageReady, []);
  return null;
}
