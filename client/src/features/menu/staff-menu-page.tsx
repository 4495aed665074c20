import { useDocumentTitle } from '@/lib/use-document-title';
import { MenuManager } from './components/menu-manager';
import { TastingMenus } from './components/tasting-menus';

/** /staff/menu, inside the staff layout. */
export function StaffMenuPage() {
  useDocumentTitle('Menu Management');
  return (
    <section className="space-y-6">
      <h1 className="text-3xl font-semibold">Menu Management</h1>
      <MenuManager />
      <TastingMenus />
    </section>
  );
}
