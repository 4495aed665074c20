import { lazy, Suspense } from 'react';

const NoScriptMenu = lazy(() => import('./no-script-menu'));

/**
 * The tasting menus for a visitor without JavaScript, whose View Menu button cannot open the
 * dialog. The server writes them into the first HTML inside <noscript> (its render waits for
 * the lazy part). A browser running scripts never shows <noscript> and React never renders its
 * children there, so their code is never fetched and the public first load stays as it was.
 */
export function MenuWithoutScript() {
  return (
    <noscript>
      <Suspense fallback={null}>
        <NoScriptMenu />
      </Suspense>
    </noscript>
  );
}
