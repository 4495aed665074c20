/** How the menu dialog shows an uploaded menu file. */
export type MenuFileKind = 'image' | 'pdf' | 'other';

/** The way to show a file of this (server-read) MIME type: inline image, PDF frame, or a link. */
export function menuFileKind(fileType: string): MenuFileKind {
  if (fileType.startsWith('image/')) return 'image';
  if (fileType === 'application/pdf') return 'pdf';
  return 'other';
}

/**
 * The PDF's URL with open parameters for the browser's viewer: fit the page width (`view=FitH`,
 * read by Chromium and pdf.js) and no thumbnail sidebar (`navpanes=0`), which in a dialog-wide
 * frame took half the width and left Chromium's page at about 50%. Any fragment on the path is
 * replaced.
 */
export function pdfAtPageWidth(filePath: string): string {
  const hash = filePath.indexOf('#');
  const base = hash === -1 ? filePath : filePath.slice(0, hash);
  return `${base}#view=FitH&navpanes=0`;
}
