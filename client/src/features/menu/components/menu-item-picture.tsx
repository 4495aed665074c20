import { ImageOff, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** What staff read where a picture's link does not load, so they know to fix it. */
export const PICTURE_FAILED = 'Picture could not be loaded';

/**
 * A dish's picture, or a plain panel when it has none. A link that does not load says so (guests'
 * cards fall back on their own). The picture is decoration beside the dish's name: no alt text.
 * `className` sizes it; `dimmed` greys it, for an item guests don't see.
 */
export function MenuItemPicture({
  url,
  dimmed = false,
  className,
}: {
  url: string;
  dimmed?: boolean;
  className?: string;
}) {
  // Remembers which link failed, so a corrected link is tried again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (url !== '' && failedUrl !== url) {
    return (
      <img
        src={url}
        alt=""
        loading="lazy"
        onError={() => setFailedUrl(url)}
        className={cn('bg-muted object-cover', dimmed && 'opacity-60 grayscale', className)}
      />
    );
  }
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-2 bg-muted p-2 text-center text-muted-foreground',
        className,
      )}
    >
      {url !== '' ? (
        <>
          <ImageOff className="h-7 w-7 shrink-0" aria-hidden="true" />
          <p className="text-sm">{PICTURE_FAILED}</p>
        </>
      ) : (
        <UtensilsCrossed className="h-7 w-7" aria-hidden="true" />
      )}
    </div>
  );
}
