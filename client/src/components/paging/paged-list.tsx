import { Button } from '@/components/ui/button';

// The parts every paged staff list shares: how many rows are shown of how many match (the
// server's count), and the button that asks for the next page while more remain.

const plural = (n: number, noun: readonly [string, string]) => (n === 1 ? noun[0] : noun[1]);

/** 'Showing 50 of 812 orders', announced as the search or filter changes it. */
export function PageCount({
  shown,
  total,
  noun,
}: {
  shown: number;
  total: number;
  /** The row's name, one and many: ['order', 'orders']. */
  noun: readonly [string, string];
}) {
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      Showing {shown} of {total} {plural(total, noun)}
    </p>
  );
}

/** 'Load more', while the server has another page; says so while it loads. */
export function LoadMore({
  list,
  label = 'Load more',
  size,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label?: string;
  size?: 'sm';
}) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      size={size}
      onClick={() => void list.fetchNextPage()}
      disabled={list.isFetchingNextPage}
    >
      {list.isFetchingNextPage ? 'Loading more...' : label}
    </Button>
  );
}
