import { useEffect } from 'react';
import { BRAND_NAME } from '@shared/constants';

/** Sets the tab title; pages other than Home read '{page} | {brand}'. */
export function useDocumentTitle(title: string, options: { exact?: boolean } = {}): void {
  useEffect(() => {
    document.title = options.exact ? title : `${title} | ${BRAND_NAME}`;
  }, [title, options.exact]);
}
