import { useDocumentTitle } from '@/lib/page-meta/use-document-title';

/** A staff screen whose tools arrive with a later issue. */
export function StaffPlaceholder({ title, description }: { title: string; description: string }) {
  useDocumentTitle(title);
  return (
    <section>
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{description}</p>
    </section>
  );
}
