import { describe, expect, it } from 'vitest';
import type { ContentSectionDto } from '@shared/contracts/content';
import type { MediaFileDto } from '@shared/contracts/media';
import { setupSteps } from './setup-steps';

const section = (sectionName: string, title: string | null, content: string | null) =>
  ({
    id: 1,
    sectionName,
    title,
    content,
    imageUrl: null,
    extraData: null,
    order: 0,
    isActive: true,
    updatedAt: '',
  }) as ContentSectionDto;
const file = (purpose: string, isActive = true) =>
  ({
    id: 1,
    purpose,
    isActive,
    fileName: 'm.pdf',
    fileType: 'application/pdf',
    filePath: '/uploads/m.pdf',
    fileSize: 1,
    uploadDate: '',
    variants: [],
  }) as unknown as MediaFileDto;

describe('setupSteps', () => {
  it('when nothing is set (a fresh install), then every step is open', () => {
    const steps = setupSteps({
      contact: { address: '', phone: '', email: '' },
      sections: [section('hero', null, null)],
      media: [],
      legal: { complete: false },
    });
    expect(steps.filter((s) => s.done)).toEqual([]);
    expect(steps.map((s) => s.label)).toEqual([
      'Address',
      'Phone',
      'E-mail',
      'Home page hero',
      'Vegetarian menu',
      'Non-vegetarian menu',
      'Legal details for tax invoices',
    ]);
  });

  it('when everything is set, then every step is done; a switched-off menu file does not count', () => {
    const input = {
      contact: { address: '12 MG Road', phone: '+91 80 1234 5678', email: 'hi@example.com' },
      sections: [section('hero', 'Ten courses', 'A night of it')],
      media: [file('veg-menu'), file('non-veg-menu')],
      legal: { complete: true },
    };
    expect(setupSteps(input).every((s) => s.done)).toBe(true);
    const inactive = setupSteps({
      ...input,
      media: [file('veg-menu'), file('non-veg-menu', false)],
    });
    expect(inactive.filter((s) => !s.done).map((s) => s.label)).toEqual(['Non-vegetarian menu']);
  });

  it('when the hero has a title but no text, or blank contact fields, then those stay open', () => {
    const steps = setupSteps({
      contact: { address: '  ', phone: '+91 80 1234 5678', email: '' },
      sections: [section('hero', 'Ten courses', '')],
      media: [],
      legal: { complete: true },
    });
    expect(steps.filter((s) => !s.done).map((s) => s.label)).toEqual([
      'Address',
      'E-mail',
      'Home page hero',
      'Vegetarian menu',
      'Non-vegetarian menu',
    ]);
  });
});
