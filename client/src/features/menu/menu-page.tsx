import { Link } from 'wouter';
import { FileText } from 'lucide-react';
import { TASTING_MENUS } from '@/components/menu-dialog/tasting-menus';
import { TextMenu } from '@/components/menu-dialog/text-menu';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { latestMedia, useMedia } from '@/lib/site-content/media';
import { coursesOf, useTastingMenu } from '@/lib/site-content/tasting-menu';
import { usePageMeta } from '@/lib/page-meta/use-page-meta';

/**
 * 'Our Tasting Menu' as a page of its own: what the View Menu dialog shows, readable without
 * JavaScript (a View Menu link comes here until the app opens the dialog instead). Each menu
 * course by course with its allergens, and a link to the printed menu staff uploaded.
 */
export default function MenuPage() {
  usePageMeta(paths.menu);
  const menus = useTastingMenu();
  const media = useMedia();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-semibold">Our Tasting Menu</h1>
      <p className="mt-3 text-muted-foreground">
        Ten courses, vegetarian or not, served at three seatings every night.
      </p>
      <Button asChild className="mt-6">
        <Link href={paths.book}>Reserve a Table</Link>
      </Button>
      {TASTING_MENUS.map((menu) => {
        const courses = coursesOf(menus.data, menu.value);
        const printed = latestMedia(media.data, menu.purpose);
        const headingId = `${menu.value}-menu-heading`;
        return (
          <section key={menu.value} aria-labelledby={headingId} className="mt-12 space-y-4">
            <h2 id={headingId} className="font-serif text-3xl font-semibold">
              {menu.label}
            </h2>
            {printed && (
              <a
                href={printed.filePath}
                className="inline-flex items-center gap-2 text-sm font-medium text-accent underline underline-offset-4"
              >
                <FileText className="h-4 w-4" aria-hidden="true" />
                View the printed menu
              </a>
            )}
            {courses.length > 0 ? (
              <TextMenu courses={courses} name={menu.name} />
            ) : (
              !printed && <p className="text-muted-foreground">{menu.missing}</p>
            )}
          </section>
        );
      })}
    </section>
  );
}
