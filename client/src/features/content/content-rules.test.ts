import { describe, expect, it } from 'vitest';
import { formatUploadDate, purposeLabel, sectionLabel, uploadSizeProblem } from './content-rules';

describe('content management rules', () => {
  it('when a section is listed, then its name is capitalised and followed by Section', () => {
    expect(sectionLabel('hero')).toBe('Hero Section');
    expect(sectionLabel('reservation')).toBe('Reservation Section');
  });

  it('when a purpose is shown, then staff see its label', () => {
    expect(purposeLabel('veg-menu')).toBe('Veg Menu PDF');
    expect(purposeLabel('about-image')).toBe('About Section Image');
  });

  it('when a file is over 5 MB, then the client explains; at 5 MB it is fine', () => {
    expect(uploadSizeProblem(5 * 1024 * 1024)).toBeUndefined();
    expect(uploadSizeProblem(6 * 1024 * 1024)).toBe('This file is 6.0 MB; files can be up to 5MB.');
  });

  it('when an upload date is shown, then it reads MMM dd, yyyy', () => {
    expect(formatUploadDate('2026-11-02T10:00:00.000Z')).toBe('Nov 02, 2026');
  });
});
