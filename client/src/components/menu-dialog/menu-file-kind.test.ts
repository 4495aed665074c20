import { describe, expect, it } from 'vitest';
import { menuFileKind, pdfAtPageWidth } from './menu-file-kind';

describe('menuFileKind', () => {
  it('when the file is an image of any type, then it is shown as an image', () => {
    expect(menuFileKind('image/png')).toBe('image');
    expect(menuFileKind('image/webp')).toBe('image');
  });

  it('when the file is a PDF, then it is shown as a PDF', () => {
    expect(menuFileKind('application/pdf')).toBe('pdf');
  });

  it('when the file is anything else, then it is offered as a file', () => {
    expect(menuFileKind('text/plain')).toBe('other');
    expect(menuFileKind('')).toBe('other');
  });
});

describe('pdfAtPageWidth', () => {
  it('when the path has no fragment, then the page-width view without the sidebar is added', () => {
    expect(pdfAtPageWidth('/uploads/a1b2.pdf')).toBe('/uploads/a1b2.pdf#view=FitH&navpanes=0');
  });

  it('when the path already has a fragment, then it is replaced, not doubled', () => {
    expect(pdfAtPageWidth('/uploads/a1b2.pdf#page=2&zoom=50')).toBe(
      '/uploads/a1b2.pdf#view=FitH&navpanes=0',
    );
  });
});
