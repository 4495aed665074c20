import { useId } from 'react';
import { ExternalLink, FileText } from 'lucide-react';
import type { MediaFileDto } from '@shared/contracts/media';
import { bestSrc, srcSetOf } from '@/lib/site-content/media';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { menuFileKind, pdfAtPageWidth } from './menu-file-kind';

/**
 * One uploaded menu, filling the dialog's fixed-height panel: an image at the panel's width
 * (scrolling when taller), a PDF in a frame at page width, anything else as a link to the file.
 * `name` is what the menu is, e.g. 'Vegetarian menu'.
 */
export function MenuFile({ file, name }: { file: MediaFileDto; name: string }) {
  const kind = menuFileKind(file.fileType);
  if (kind === 'image') {
    return (
      <img
        src={bestSrc(file)}
        srcSet={srcSetOf(file)}
        sizes="(max-width: 48rem) 100vw, 48rem"
        alt={name}
        className="block h-auto w-full rounded-md"
      />
    );
  }
  if (kind === 'pdf') return <PdfMenu file={file} name={name} />;
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

/**
 * Wide screens read the PDF in a frame. A phone's browser shows a framed PDF tiny or not at all,
 * so below Tailwind's `sm` breakpoint a large link opens it in a tab of its own instead. The
 * choice is CSS only (no window reads while rendering); the frame is `loading="lazy"`, so while
 * it is `display: none` on a phone the browser does not fetch the PDF for it.
 */
function PdfMenu({ file, name }: { file: MediaFileDto; name: string }) {
  const hintId = useId();
  return (
    <>
      <iframe
        src={pdfAtPageWidth(file.filePath)}
        title={`${name} (PDF)`}
        loading="lazy"
        className="hidden h-full w-full rounded-md border border-border sm:block"
      />
      <div className="flex h-full flex-col items-center justify-center gap-4 px-2 text-center sm:hidden">
        <FileText className="h-16 w-16 text-accent" aria-hidden="true" />
        <a
          href={file.filePath}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={hintId}
          className={cn(buttonVariants({ size: 'xl' }), 'w-full')}
        >
          Open the menu (PDF)
          <ExternalLink className="h-5 w-5" aria-hidden="true" />
        </a>
        <p id={hintId} className="text-sm text-muted-foreground">
          {name}, {file.fileName}. Opens in a new tab.
        </p>
      </div>
    </>
  );
}
