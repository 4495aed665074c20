import { useDocumentTitle } from '@/lib/page-meta/use-document-title';
import { MenuManager } from './components/menu-manager';
import { TastingMenus } from './components/tasting-menus';

/**
 * /staff/menu, inside the staff layout: the tasting menus first (the restaurant's own menu, the
 * one guests book), then the corporate catering menu, each a link away from the top.
 */
export function StaffMenuPage() {
  useDocumentTitle('Menu Management');
  return (
    <section className="space-y-6">
      <h1 className="text-3xl font-semibold">Menu Management</h1>
      <nav aria-label="Menus on this page">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <li>
            <a href="#tasting-menus-heading" className="text-accent underline">
              Tasting menus
            </a>
          </li>
          <li>
            <a href="#corporate-menu-heading" className="text-accent underline">
              Corporate menu
            </a>
          </li>
        </ul>
      </nav>
      <TastingMenus />
      <section aria-labelledby="corporate-menu-heading" className="space-y-4">
        <h2 id="corporate-menu-heading" className="scroll-mt-24 text-2xl font-semibold">
          Corporate menu
        </h2>
        <MenuManager />
      </section>
    </section>
  );
}
