import type { Page } from '@playwright/test';
import { expect, test, toasts } from './fixtures';
import { expectNoSeriousA11yViolationsInBothThemes, showTheme } from './support/axe';
import { pickDate } from './support/date-picker';
import { SEATING, uniqueDate, uniqueGuest } from './support/test-data';

// Each guest's dietary needs, from the booking form to the kitchen, and the tasting menu as text.
// The menus are the ones a fresh install seeds (server/db/tasting-menu-seed.ts): on the
// non-vegetarian menu, tree nuts are in course 3 (Charred corn), 6 and 10.

const NUT_WARNING =
  'Course 3, Charred corn, contains tree nuts: the kitchen will prepare an alternative';

async function openTonight(page: Page, night: string) {
  await page.goto('/staff/reservations');
  await page.getByRole('tab', { name: 'Tonight' }).click();
  await page.getByLabel('Night', { exact: true }).fill(night);
}

test('a diner books a party of 3 declaring a nut allergy for one non-veg guest and sees the course named; staff see it on Tonight and the printed prep sheet', async ({
  page,
  login,
  outbox,
}, testInfo) => {
  const guest = uniqueGuest('Meera');
  const date = uniqueDate();

  await page.goto('/book');
  await page.getByLabel('Guests').selectOption('3');
  await pickDate(page, date);
  await page.getByRole('radio', { name: SEATING.first, exact: true }).click();
  await page.getByLabel('Name').fill(guest.name);
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('Phone').fill(guest.phone);

  // Keyboard only: the button adds a guest, Space ticks an allergy.
  await page.getByRole('button', { name: "Add a guest's dietary needs" }).focus();
  await page.keyboard.press('Enter');
  const entry = page.getByRole('group', { name: 'Guest 1' });
  await expect(entry.getByLabel('Menu this guest is having')).toHaveValue('non-veg');
  const nuts = entry.getByRole('checkbox', { name: 'tree nuts' });
  await nuts.focus();
  await page.keyboard.press('Space');
  await expect(nuts).toBeChecked();
  await expect(entry.getByText(NUT_WARNING)).toBeVisible();
  await expect(entry.getByText(/^Course 6, .*, contains tree nuts/)).toBeVisible();
  await entry.getByLabel('Note for the kitchen (optional)').fill('Severe, carries an EpiPen');
  await page.getByLabel('Occasion (optional)').selectOption('birthday');
  await page.getByLabel('About the occasion (optional)').fill('Her 40th');
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await page.screenshot({ path: testInfo.outputPath('book-needs-1280.png'), fullPage: true });

  await page.getByRole('button', { name: 'Book Table' }).click();
  await expect(toasts(page).getByText('Booking Confirmed!')).toBeVisible();
  const mail = await outbox.waitFor(guest.email, /^Your table at/);
  expect(mail.text).toContain('Non-vegetarian menu: no tree nuts (Severe, carries an EpiPen)');
  expect(mail.text).toContain('Birthday: Her 40th');

  await login();
  await openTonight(page, date);
  const seating = page.getByRole('region', { name: SEATING.first });
  const prep = seating.getByRole('group', { name: `Kitchen prep for ${SEATING.first}` });
  await expect(prep).toContainText('Allergies (guests)tree nuts 1');
  await expect(prep).toContainText(
    'Non-vegetarian menu, course 3, Charred corn: 1 alternative (tree nuts 1)',
  );
  await expect(prep).toContainText(`${guest.name}: Birthday: Her 40th`);
  // A course whose allergens nobody declared shows nothing.
  await expect(prep).not.toContainText('Crab puri');
  const row = seating.getByRole('listitem').filter({ hasText: guest.name });
  await expect(row.getByRole('list', { name: 'Dietary needs' })).toContainText(
    'Guest 1: Non-vegetarian menu: no tree nuts (Severe, carries an EpiPen)',
  );
  await expectNoSeriousA11yViolationsInBothThemes(page);

  // Printed, the sheet keeps the prep and lists each party's needs in its own column.
  await page.emulateMedia({ media: 'print' });
  await expect(prep).toBeVisible();
  const table = seating.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Dietary needs / occasion' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: guest.name })).toContainText(
    'Non-vegetarian menu: no tree nuts',
  );
  await page.screenshot({ path: testInfo.outputPath('prep-sheet-print.png'), fullPage: true });
});

test('the menu dialog shows each menu as text, a heading per course with its allergens in words, beside the printed menu, and passes axe in light and dark', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'View Menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Our Tasting Menu' });
  const veg = dialog.getByRole('list', { name: 'Vegetarian menu' });
  await expect(veg.getByRole('heading', { level: 3 })).toHaveCount(10);
  await expect(veg.getByRole('listitem').nth(2)).toContainText('Contains milk and tree nuts.');
  // No file uploaded yet: the spec's words for it stay, under the printed menu's heading.
  await expect(dialog.getByText('Vegetarian menu not available')).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page);

  await dialog.getByRole('tab', { name: 'Non-Veg Menu' }).click();
  const nonVeg = dialog.getByRole('list', { name: 'Non-vegetarian menu' });
  await expect(nonVeg.getByRole('heading', { name: 'Course 3. Charred corn' })).toBeVisible();
  await expect(dialog.getByText('Non-vegetarian menu not available')).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page);
});

test('with JavaScript off the home page reads the text menu, both menus, every course with its allergens, and it passes axe in light and dark', async ({
  browser,
  context,
  baseURL,
}) => {
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto('/');
  const menu = page.getByRole('region', { name: 'Our Tasting Menu' });
  await expect(menu.getByRole('heading', { name: 'Veg Menu', exact: true })).toBeVisible();
  await expect(menu.getByRole('heading', { name: 'Non-Veg Menu' })).toBeVisible();
  await expect(menu.getByRole('heading', { level: 4 })).toHaveCount(20);
  await expect(
    menu.getByRole('list', { name: 'Non-vegetarian menu' }).getByRole('listitem').nth(2),
  ).toContainText('Charred corn');
  await expect(menu.getByText('Contains milk and tree nuts.').first()).toBeVisible();
  const html = await (await page.request.get('/')).text();
  await noScript.close();

  // axe needs a script to run, so it reads the same first HTML as a browser without JavaScript
  // shows it: the page's scripts left out and its <noscript> content in place.
  const shown = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<\/?noscript>/g, '');
  const axePage = await context.newPage();
  await axePage.route('**/', (route) =>
    route.request().resourceType() === 'document'
      ? route.fulfill({ body: shown, contentType: 'text/html' })
      : route.continue(),
  );
  await axePage.goto('/');
  await expect(axePage.getByRole('region', { name: 'Our Tasting Menu' })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(axePage);
});

// The seeded vegetarian menu holds milk in seven courses; its pani puri, rasam, broccoli and
// khichdi hold what a Jain diet leaves out (potato, beetroot, onion, mushrooms).
const VEG_MILK_COURSES = [
  'Course 3, Charred corn',
  'Course 4, Tandoori broccoli',
  'Course 5, Kathal galouti',
  'Course 6, Mushroom and truffle khichdi',
  'Course 8, Paneer makhani, our way',
  'Course 9, Soy and jaggery glazed aubergine',
  'Course 10, Gulab jamun and cardamom kulfi',
];

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`T7: at ${viewport.width} px a vegan guest on the vegetarian menu is warned of each course with milk, and halal is said to be unchecked`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/book');
    await page.getByLabel('Guests').selectOption('2');
    await page.getByRole('button', { name: 'One more on the vegetarian menu' }).click();
    await expect(
      page.getByText(
        'we check them against the courses of their menu, except Halal, which the kitchen reads from the booking.',
        { exact: false },
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: "Add a guest's dietary needs" }).click();
    const entry = page.getByRole('group', { name: 'Guest 1' });
    await expect(entry.getByLabel('Menu this guest is having')).toHaveValue('veg');
    await entry.getByRole('checkbox', { name: 'Vegan' }).check();
    const warnings = entry.getByRole('listitem').filter({ hasText: 'the kitchen will prepare' });
    await expect(warnings).toHaveText(
      VEG_MILK_COURSES.map((c) => `${c}, contains milk: the kitchen will prepare an alternative`),
    );
    await expect(
      entry.getByText(
        'Vegan: we check each course for milk, eggs, fish, crustaceans, molluscs, meat and honey.',
      ),
    ).toBeVisible();
    await entry.getByRole('checkbox', { name: 'Halal' }).check();
    await expect(
      entry.getByText('Halal: not something we can check against the courses', { exact: false }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await expectNoSeriousA11yViolationsInBothThemes(page);
    await entry.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`t7-vegan-${viewport.width}-light.png`) });
    await showTheme(page, 'dark');
    await page.screenshot({ path: testInfo.outputPath(`t7-vegan-${viewport.width}-dark.png`) });
  });
}

test('T7: a Jain guest booked on the vegetarian menu is listed on the prep sheet against each course with roots, onion or mushrooms', async ({
  page,
  login,
}, testInfo) => {
  const guest = uniqueGuest('Shah');
  const date = uniqueDate();
  await page.goto('/book');
  await page.getByLabel('Guests').selectOption('2');
  await pickDate(page, date);
  await page.getByRole('radio', { name: SEATING.first, exact: true }).click();
  await page.getByRole('button', { name: 'One more on the vegetarian menu' }).click();
  await page.getByLabel('Name').fill(guest.name);
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('Phone').fill(guest.phone);
  await page.getByRole('button', { name: "Add a guest's dietary needs" }).click();
  const entry = page.getByRole('group', { name: 'Guest 1' });
  await entry.getByRole('checkbox', { name: 'Jain' }).check();
  await expect(
    entry.getByText(
      'Course 4, Tandoori broccoli, contains onion: the kitchen will prepare an alternative',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Book Table' }).click();
  await expect(toasts(page).getByText('Booking Confirmed!')).toBeVisible();

  await login();
  await openTonight(page, date);
  const prep = page
    .getByRole('region', { name: SEATING.first })
    .getByRole('group', { name: `Kitchen prep for ${SEATING.first}` });
  await expect(prep).toContainText('Diets (guests)Jain 1');
  for (const [course, tag] of [
    ['course 1, Amuse-bouche: pani puri', 'root vegetables'],
    ['course 2, Beetroot and coconut rasam', 'root vegetables'],
    ['course 4, Tandoori broccoli', 'onion'],
    ['course 6, Mushroom and truffle khichdi', 'mushrooms'],
  ]) {
    await expect(prep.getByRole('listitem').filter({ hasText: course })).toContainText(
      `Vegetarian menu, ${course}: 1 alternative (${tag} 1)${guest.name}, guest 1 (Jain): ${tag}`,
    );
  }
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await prep.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('t7-prep-sheet-1280.png') });
});

test('T7: staff tag a course with honey in the menu editor, and a vegan guest is warned of it on /book', async ({
  page,
  login,
}, testInfo) => {
  await login();
  await page.goto('/staff/menu');
  const veg = page.getByRole('form', { name: 'Vegetarian menu' });
  const guide = veg.getByText("How guests' diets are checked against these tags");
  await guide.click();
  await expect(
    veg.getByText('leaves out milk, eggs, fish, crustaceans, molluscs, meat and honey'),
  ).toBeVisible();
  await guide.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('t7-diet-guide-1280.png') });
  const sorbet = veg.getByRole('group', { name: 'Course 7' });
  const ingredients = sorbet.getByRole('group', { name: 'Other ingredients a diet leaves out' });
  await expect(ingredients.getByRole('checkbox')).toHaveCount(6);
  await ingredients.getByRole('checkbox', { name: 'honey' }).check();
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await sorbet.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('t7-menu-editor-1280.png') });
  await veg.getByRole('button', { name: 'Save the vegetarian menu' }).click();
  await expect(toasts(page).getByText('Tasting Menu Saved')).toBeVisible();

  await page.goto('/book');
  await page.getByLabel('Guests').selectOption('1');
  await page.getByRole('button', { name: 'One more on the vegetarian menu' }).click();
  await page.getByRole('button', { name: "Add a guest's dietary needs" }).click();
  const entry = page.getByRole('group', { name: 'Guest 1' });
  await entry.getByRole('checkbox', { name: 'Vegan' }).check();
  await expect(
    entry.getByText(
      'Course 7, Palate cleanser: kokum and black salt sorbet, contains honey: the kitchen will prepare an alternative',
    ),
  ).toBeVisible();
});
