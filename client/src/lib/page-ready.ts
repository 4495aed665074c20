/**
 * Marks the document (`<html data-page-ready>`) once the page in view answers input: the browser
 * tests wait for it before they act, as a person waits for a page to be ready. Set by the app
 * (PageReady) on a page the browser renders, and by the islands' scheduler on a page the server
 * rendered.
 */
export function markPageReady(): void {
  document.documentElement.dataset.pageReady = 'true';
}
