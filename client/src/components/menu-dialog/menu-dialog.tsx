import type { RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { latestMedia, useMedia } from '@/lib/site-content/media';
import { coursesOf, useTastingMenu } from '@/lib/site-content/tasting-menu';
import { MenuFile } from './menu-file';
import { PrintedMenuLink } from './printed-menu-link';
import { TASTING_MENUS } from './tasting-menus';
import { TextMenu } from './text-menu';

const TABS = TASTING_MENUS;

/**
 * 'Our Tasting Menu'; loaded only when a View Menu button opens it. The button lives outside
 * this lazy chunk, so it is no `Dialog.Trigger` and Radix has no trigger to refocus on close
 * (it would focus nothing and leave focus on <body>): `returnFocusTo` is that button.
 */
export default function MenuDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const media = useMedia();
  const menus = useTastingMenu();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        {/* A fixed height (at most 90% of the viewport, as the spec says), so switching tabs
            never resizes the dialog: the tab panel takes the rest and scrolls a tall menu. */}
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 flex h-[min(90dvh,60rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-border bg-surface p-4 text-foreground shadow-xl sm:p-6"
        >
          <Dialog.Title className="pr-10 font-serif text-2xl font-semibold">
            Our Tasting Menu
          </Dialog.Title>
          <Dialog.Description className="sr-only">
            The vegetarian and non-vegetarian tasting menus
          </Dialog.Description>
          <Tabs defaultValue="veg" className="mt-4 flex min-h-0 flex-1 flex-col">
            <TabsList aria-label="Menus" className="self-start">
              {TABS.map((t) => (
                <TabsTrigger key={t.value} value={t.value}>
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {TABS.map((t) => {
              const file = latestMedia(media.data, t.purpose);
              const courses = coursesOf(menus.data, t.value);
              const printedId = `printed-${t.value}-menu`;
              return (
                <TabsContent
                  key={t.value}
                  value={t.value}
                  className="mt-4 min-h-0 flex-1 overflow-auto rounded-md"
                >
                  {media.isPending || menus.isPending ? (
                    <div
                      role="status"
                      aria-label="Loading the menu"
                      className="h-full animate-pulse rounded-md bg-muted"
                    />
                  ) : courses.length === 0 ? (
                    // No text menu yet: the uploaded file fills the panel, as it always has.
                    file ? (
                      <MenuFile file={file} name={t.name} />
                    ) : (
                      <p className="py-12 text-center text-muted-foreground">{t.missing}</p>
                    )
                  ) : (
                    <div className="space-y-6">
                      {file && <PrintedMenuLink target={printedId} />}
                      <TextMenu courses={courses} name={t.name} />
                      <section aria-labelledby={printedId} className="space-y-3">
                        <h3
                          id={printedId}
                          tabIndex={-1}
                          className="font-serif text-lg font-semibold outline-none"
                        >
                          The printed menu
                        </h3>
                        {file ? (
                          // The PDF frame fills its box; a tall box, so a page reads at width.
                          <div className="sm:h-[min(70dvh,48rem)]">
                            <MenuFile file={file} name={t.name} />
                          </div>
                        ) : (
                          <p className="text-muted-foreground">{t.missing}</p>
                        )}
                      </section>
                    </div>
                  )}
                </TabsContent>
              );
            })}
          </Tabs>
          <Dialog.Close
            aria-label="Close"
            className="absolute right-3 top-3 rounded-md p-2 text-muted-foreground hover:text-foreground sm:right-4 sm:top-4"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
