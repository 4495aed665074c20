import { describe, expect, it } from 'vitest';
import { uploadFormSchema } from './upload-form';

const messages = (value: unknown) =>
  uploadFormSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the upload form', () => {
  it('when nothing is chosen, then the purpose and the file are asked for', () => {
    expect(messages({ purpose: '' })).toEqual([
      ['purpose', 'Purpose is required'],
      ['file', 'Please select a file'],
    ]);
  });

  it('when the file is over 5 MB, then its size is named', () => {
    const huge = new File([new Uint8Array(6 * 1024 * 1024)], 'huge.pdf');
    expect(messages({ purpose: 'veg-menu', file: huge })).toEqual([
      ['file', 'This file is 6.0 MB; files can be up to 5MB.'],
    ]);
  });

  it('when a purpose and a small file are chosen, then the form is valid', () => {
    const pdf = new File(['%PDF-1.4'], 'menu.pdf', { type: 'application/pdf' });
    expect(messages({ purpose: 'veg-menu', file: pdf })).toEqual([]);
  });

  it('U9: when a PDF is chosen for a purpose shown as a picture, then the form refuses it and says why', () => {
    const pdf = new File(['%PDF-1.4'], 'hero.pdf', { type: 'application/pdf' });
    expect(messages({ purpose: 'hero', file: pdf })).toEqual([
      ['file', 'Hero Image takes images only (JPEG, PNG, WebP, GIF or AVIF), not a PDF'],
    ]);
    const photo = new File(['x'], 'hero.png', { type: 'image/png' });
    expect(messages({ purpose: 'hero', file: photo })).toEqual([]);
    expect(messages({ purpose: 'other', file: pdf })).toEqual([]);
    // A type no purpose takes is left to the server, which names what it accepts.
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    expect(messages({ purpose: 'logo', file: svg })).toEqual([]);
  });
});
