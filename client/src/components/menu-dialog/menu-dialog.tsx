import { Dialog } from 'radix-ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FileText, X } from 'lucide-react';
import type { MediaFileDto } from '@shared/contracts/media';
import { bestSrc, latestMedia, srcSetOf, useMedia } from '@/lib/media';

const TABS = [
  {
    value: 'veg',
    label: 'Veg Menu',
    purpose: 'veg-menu',
    missing: 'Vegetarian menu not available',
  },
  {
    value: 'non-veg',
    label: 'Non-Veg Menu',
    purpose: 'non-veg-menu',
    missing: 'Non-vegetarian menu not available',
  },
] as const;

function MenuFile({ file, label }: { file: MediaFileDto; label: string }) {
  if (file.fileType.startsWith('image/')) {
    return (
      <img
        src={bestSrc(file)}
        srcSet={srcSetOf(file)}
        sizes="(max-width: 768px) 100vw, 768px"
        alt={label}
        className="mx-auto h-auto max-w-full rounded-md"
      />
    );
  }
  if (file.fileType === 'application/pdf') {
    return (
      <iframe
        src={file.filePath}
        title={label}
        className="h-[65vh] w-full rounded-md border border-border"
      />
    );
  }
  return (
    <a
      href={file.filePath}
      target="_blank"
      rel="noopener noreferrer"
      className="flex items-center gap-3 p-6 text-accent underline"
    >
      <FileText className="h-8 w-8" aria-hidden="true" />
      {file.fileName}
    </a>
  );
}

/** 'Our Tasting Menu'; loaded only when a View Menu button opens it. */
export default function MenuDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const media = useMedia();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-border bg-surface p-6 shadow-xl">
          <Dialog.Title className="font-serif text-2xl font-semibold">
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
              return (
                <TabsContent
                  key={t.value}
                  value={t.value}
                  className="mt-4 min-h-0 flex-1 overflow-auto"
                >
                  {media.isPending ? (
                    <div
                      role="status"
                      aria-label="Loading the menu"
                      className="h-[50vh] animate-pulse rounded-md bg-muted"
                    />
                  ) : file ? (
                    <MenuFile file={file} label={t.label} />
                  ) : (
                    <p className="py-12 text-center text-muted-foreground">{t.missing}</p>
                  )}
                </TabsContent>
              );
            })}
          </Tabs>
          <Dialog.Close
            aria-label="Close"
            className="absolute right-4 top-4 rounded-md p-1 text-muted-foreground hover:text-foreground"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
