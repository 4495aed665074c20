import { useDocumentTitle } from '@/lib/use-document-title';

// The booking form arrives with the reservations issue.
export function BookPage() {
  useDocumentTitle('Reserve a Table');
  return (
    <section className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-semibold">Reserve Your Table</h1>
      <p className="mt-4 text-muted-foreground">
        Experience our extraordinary 10-course tasting menu
      </p>
    </section>
  );
}
