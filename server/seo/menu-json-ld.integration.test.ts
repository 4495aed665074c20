import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schemaOrgProblems } from '../test/schema-org';
import { createTestApp, signedInAgent, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';

// Pages rendered from source, as the SSR tests do: the same whatever the build holds (CI runs
// these tests before it builds).
vi.mock('../ssr/load-renderer', () => ({
  loadBuiltRenderer: async () => (await import('../../client/src/app/entry-server')).renderPage,
}));

/** The JSON-LD in a page's first HTML. */
const jsonLdOf = (html: string) => {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('the page has no JSON-LD');
  return JSON.parse(json) as Record<string, unknown>;
};

describe(`the home page's menu for search engines (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SSR: 'on' }, { withPages: true });
  });
  afterAll(() => t.close());

  it('when the home page is asked for, then its first HTML holds a schema.org Menu: a section per menu, an item per course, the vegetarian ones marked, all valid schema.org', async () => {
    const res = await request(t.app).get('/').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    const jsonLd = jsonLdOf(res.text);
    expect(schemaOrgProblems(jsonLd)).toEqual([]);

    const menu = jsonLd.hasMenu as {
      '@type': string;
      hasMenuSection: { name: string; hasMenuItem: Record<string, unknown>[] }[];
    };
    expect(menu['@type']).toBe('Menu');
    const [veg, nonVeg] = menu.hasMenuSection;
    expect(veg!.name).toBe('Vegetarian tasting menu');
    expect(nonVeg!.name).toBe('Non-vegetarian tasting menu');
    expect(veg!.hasMenuItem).toHaveLength(10);
    expect(nonVeg!.hasMenuItem).toHaveLength(10);
    for (const item of veg!.hasMenuItem) {
      expect(item).toMatchObject({
        '@type': 'MenuItem',
        suitableForDiet: 'https://schema.org/VegetarianDiet',
      });
    }
    for (const item of nonVeg!.hasMenuItem) expect(item).not.toHaveProperty('suitableForDiet');
    expect(nonVeg!.hasMenuItem[2]).toMatchObject({ name: 'Charred corn' });
  });

  it('when staff rewrite a menu, then the next first HTML carries the new courses, in course order', async () => {
    const staff = await signedInAgent(t.app);
    await staff
      .put('/api/tasting-menu/veg')
      .send({
        courses: [
          { courseNumber: 2, name: 'Second & last', description: '', allergens: [] },
          {
            courseNumber: 1,
            name: 'First <b>course</b>',
            description: 'Bread.',
            allergens: ['gluten'],
          },
        ],
      })
      .expect(200);
    const res = await request(t.app).get('/').set('Accept', 'text/html');
    const jsonLd = jsonLdOf(res.text);
    expect(schemaOrgProblems(jsonLd)).toEqual([]);
    const [veg] = (jsonLd.hasMenu as { hasMenuSection: { hasMenuItem: { name: string }[] }[] })
      .hasMenuSection;
    expect(veg!.hasMenuItem.map((i) => i.name)).toEqual(['First <b>course</b>', 'Second & last']);
    // Markup in a course name stays text in the page: it cannot close the script element.
    expect(res.text).not.toContain('<b>course</b>');
  });

  it('when the JSON-LD breaks the vocabulary, then the check says where', () => {
    expect(
      schemaOrgProblems({
        '@type': 'Restaurant',
        hasMenu: { '@type': 'Menu', hasMenuItem: [{ '@type': 'MenuItem', position: 1 }] },
        suitableForDiet: 'https://schema.org/VegetarianDiet',
      }),
    ).toEqual([
      '$.hasMenu.hasMenuItem[0].position: not a schema.org property known here',
      '$.suitableForDiet: not a property of Restaurant',
    ]);
  });
});
