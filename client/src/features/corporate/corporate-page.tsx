import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/use-page-meta';

// Offers, corporate menu, cart and checkout arrive with the corporate-orders issue.
export function CorporatePage() {
  usePageMeta(paths.corporate);
  return (
    <section className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-semibold">Corporate Orders</h1>
      <p className="mt-4 text-muted-foreground">
        Fixed meal days, subscription meal plans and festival hampers for your team.
      </p>
    </section>
  );
}
