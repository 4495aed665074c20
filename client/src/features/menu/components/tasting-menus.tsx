import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { coursesOf, useTastingMenu } from '@/lib/site-content/tasting-menu';
import { TastingMenuEditor } from './tasting-menu-editor';

/**
 * The two ten-course tasting menus as text: what guests read in the menu dialog, what the
 * booking form checks allergies against and what the kitchen's prep sheet counts.
 */
export function TastingMenus() {
  const menus = useTastingMenu();
  return (
    <section aria-labelledby="tasting-menus-heading" className="space-y-4">
      <h2 id="tasting-menus-heading" className="text-2xl font-semibold">
        Tasting menus
      </h2>
      <p className="text-muted-foreground">
        The courses guests read in the menu dialog, with their allergens. Guests' allergies and
        diets are checked against these when they book, and the prep sheet counts alternatives from
        them. The uploaded PDF or image stays the printed menu.
      </p>
      {menus.isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading the tasting menus...
        </p>
      ) : menus.isError ? (
        <p role="alert">The tasting menus could not be loaded.</p>
      ) : (
        <Tabs defaultValue="veg">
          <TabsList aria-label="Tasting menus">
            <TabsTrigger value="veg">Veg Menu</TabsTrigger>
            <TabsTrigger value="non-veg">Non-Veg Menu</TabsTrigger>
          </TabsList>
          {(['veg', 'non-veg'] as const).map((menu) => (
            <TabsContent key={menu} value={menu} className="mt-4">
              <TastingMenuEditor
                // Saved elsewhere (another tab): the form starts again from what is stored.
                key={JSON.stringify(coursesOf(menus.data, menu))}
                menu={menu}
                courses={coursesOf(menus.data, menu)}
              />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </section>
  );
}
