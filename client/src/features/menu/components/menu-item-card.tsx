import { EyeOff } from 'lucide-react';
import type { MenuItemDto } from '@shared/contracts/menu';
import { formatRupees } from '@shared/money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { MenuItemPicture } from './menu-item-picture';

/**
 * One item: picture, name, price with two decimals, category and course, description, Edit and
 * Remove. Each button hands itself to the callback, so focus can go back to it afterwards.
 */
export function MenuItemCard({
  item,
  onEdit,
  onRemove,
}: {
  item: MenuItemDto;
  onEdit: (item: MenuItemDto, opener: HTMLElement) => void;
  onRemove: (item: MenuItemDto, opener: HTMLElement) => void;
}) {
  const nameId = `menu-item-${item.id}-name`;
  return (
    <article
      aria-labelledby={nameId}
      data-inactive={item.isActive ? undefined : ''}
      className={cn(
        'flex w-full flex-col overflow-hidden rounded-xl border bg-surface shadow-sm',
        item.isActive ? 'border-border' : 'border-dashed border-stone-400 dark:border-stone-600',
      )}
    >
      <MenuItemPicture
        url={item.imageUrl}
        // An item guests don't see looks switched off at a glance.
        dimmed={!item.isActive}
        className="aspect-[2/1] w-full"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 id={nameId} className="min-w-0 text-lg font-semibold break-words">
            {item.name}
          </h2>
          <p className="shrink-0 font-semibold">{formatRupees(item.price)}</p>
        </div>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <span>{item.category}</span>
          {!item.isActive && (
            <Badge variant="warning" title="Hidden from the corporate menu" className="ml-1">
              <EyeOff className="h-3 w-3" aria-hidden="true" />
              Inactive
            </Badge>
          )}
        </p>
        {item.description && (
          <p className="text-sm break-words whitespace-pre-line">{item.description}</p>
        )}
        <div className="mt-auto flex gap-2 pt-3">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Edit ${item.name}`}
            aria-haspopup="dialog"
            onClick={(event) => onEdit(item, event.currentTarget)}
          >
            Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Remove ${item.name}`}
            aria-haspopup="dialog"
            onClick={(event) => onRemove(item, event.currentTarget)}
          >
            Remove
          </Button>
        </div>
      </div>
    </article>
  );
}
