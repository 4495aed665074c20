/** The two tasting menus as the menu dialog and the menu page name them, in the order shown. */
export const TASTING_MENUS = [
  {
    value: 'veg',
    label: 'Veg Menu',
    name: 'Vegetarian menu',
    purpose: 'veg-menu',
    missing: 'Vegetarian menu not available',
  },
  {
    value: 'non-veg',
    label: 'Non-Veg Menu',
    name: 'Non-vegetarian menu',
    purpose: 'non-veg-menu',
    missing: 'Non-vegetarian menu not available',
  },
] as const;
