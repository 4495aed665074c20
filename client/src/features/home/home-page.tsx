import { Link } from 'wouter';
import { BRAND_NAME } from '@shared/constants';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';

// The hero and about blocks become editable content with the content-management issue.
export function HomePage() {
  useDocumentTitle('An extraordinary 10-course tasting menu', { exact: true });
  return (
    <>
      <section className="relative flex min-h-[70vh] items-center justify-center bg-[#14110f] px-4 text-center text-[#f5efe6]">
        <div className="max-w-3xl">
          <h1 className="text-4xl font-semibold sm:text-6xl">Experience Culinary Excellence</h1>
          <p className="mt-6 text-lg text-[#e6dccd]">
            An extraordinary 10-course tasting menu, crafted each evening from the season's finest
            produce.
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            <Link
              href="/book"
              className={cn(
                buttonVariants({ size: 'lg' }),
                'bg-[#d4af37] text-[#14110f] hover:bg-[#e0bd4a]',
              )}
            >
              Reserve a Table
            </Link>
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-4xl px-4 py-20 text-center">
        <h2 className="text-3xl font-semibold">Welcome to {BRAND_NAME}</h2>
        <p className="mt-4 text-muted-foreground">
          Three seatings a night, ten courses, one unhurried evening. Our kitchen cooks with the
          seasons and serves every guest the full journey, vegetarian or not.
        </p>
      </section>
    </>
  );
}
