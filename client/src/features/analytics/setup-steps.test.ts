import { describe, expect, it } from 'vitest';
import type { ContentSectionDto } from '@shared/contracts/content';
import type { MediaFileDto } from '@shared/contracts/media';
import { setupSteps, stepsToDo } from './setup-steps';

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

  it('T14: when the hero was never written, then the step says guests see the default words and it is not to do', () => {
    const steps = setupSteps({
      contact: { address: '12 MG Road', phone: '+91 80 1234 5678', email: 'hi@example.com' },
      sections: [section('hero', null, null)],
      media: [file('veg-menu'), file('non-veg-menu')],
      legal: { complete: true },
    });
    const hero = steps.find((s) => s.label === 'Home page hero')!;
    expect(hero).toMatchObject({ done: false, usesDefault: true });
    expect(hero.guestsSee).toBe('the site’s default words (‘Experience Culinary Excellence’)');
    // Everything else is entered: nothing is left to do, so the checklist goes away.
    expect(stepsToDo(steps)).toEqual([]);
  });

  it('T14: each open step says what guests see: the contact fallbacks, the menus written as courses, no tax invoice', () => {
    const course = {
      courseNumber: 1,
      name: 'Amuse',
      description: '',
      allergens: [],
      ingredients: [],
    };
    const steps = setupSteps({
      contact: { address: '', phone: '', email: '' },
      sections: [section('hero', 'Ten courses', 'A night of it')],
      media: [],
      legal: { complete: false },
      tastingMenu: { veg: [course, { ...course, courseNumber: 2 }], nonVeg: [] },
    });
    expect(Object.fromEntries(steps.map((s) => [s.label, s.guestsSee]))).toMatchObject({
      Address: '‘Address not available’',
      Phone: '‘Phone not available’',
      'E-mail': '‘Email not available’',
      'Vegetarian menu': 'the 2 courses from Menu, without a printed menu',
      'Non-vegetarian menu': '‘Non-vegetarian menu not available’',
      'Legal details for tax invoices': 'no tax invoice for a paid corporate order',
    });
    expect(stepsToDo(steps).map((s) => s.label)).toEqual([
      'Address',
      'Phone',
      'E-mail',
      'Non-vegetarian menu',
      'Legal details for tax invoices',
    ]);
  });
});
