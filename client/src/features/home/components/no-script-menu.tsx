import { TextMenu } from '@/components/menu-dialog/text-menu';
import { coursesOf, useTastingMenu } from '@/lib/site-content/tasting-menu';

/** Both text menus under 'Our Tasting Menu', for menu-without-script.tsx. */
export default function NoScriptMenu() {
  const menus = useTastingMenu();
  const shown = [
    { title: 'Veg Menu', courses: coursesOf(menus.data, 'veg'), name: 'Vegetarian menu' },
    {
      title: 'Non-Veg Menu',
      courses: coursesOf(menus.data, 'non-veg'),
      name: 'Non-vegetarian menu',
    },
  ].filter((m) => m.courses.length > 0);
  if (shown.length === 0) return null;
  return (
    <section
      aria-labelledby="tasting-menu-heading"
      className="mx-auto max-w-3xl px-4 pb-20"
      id="tasting-menu"
    >
      <h2 id="tasting-menu-heading" className="text-3xl font-semibold">
        Our Tasting Menu
      </h2>
      {shown.map((m) => (
        <section key={m.title} aria-label={m.name} className="mt-8">
          <h3 className="font-serif text-2xl font-semibold">{m.title}</h3>
          <TextMenu courses={m.courses} name={m.name} headingLevel={4} className="mt-4" />
        </section>
      ))}
    </section>
  );
}
