import type { CourseInput } from '@shared/contracts/tasting-menu';

// The two menus a fresh install shows until staff write their own (Staff > Menu), so the menu
// dialog, the booking form's allergy and diet check and the prep sheet have real courses from day
// one. Each course is tagged with what its description holds: the allergens, and the ingredients
// a diet leaves out (potato, beetroot and ginger are root vegetables; shallots are onion).
// Migration 0020 gives these tags to an install whose courses are still these, word for word.

export const SEED_VEG_MENU: readonly CourseInput[] = [
  {
    courseNumber: 1,
    name: 'Amuse-bouche: pani puri',
    description: 'Semolina shells, spiced potato, tamarind and mint water poured at the table.',
    allergens: ['gluten'],
    ingredients: ['root_vegetables'],
  },
  {
    courseNumber: 2,
    name: 'Beetroot and coconut rasam',
    description: 'A clear, peppery broth with tempered curry leaves and a coconut cream float.',
    allergens: ['mustard'],
    ingredients: ['root_vegetables'],
  },
  {
    courseNumber: 3,
    name: 'Charred corn',
    description: 'Smoked sweetcorn, brown butter, lime and a chilli-cashew crumble.',
    allergens: ['milk', 'tree_nuts'],
    ingredients: [],
  },
  {
    courseNumber: 4,
    name: 'Tandoori broccoli',
    description: 'Yoghurt and cheese marinade, almond flakes, pickled onion.',
    allergens: ['milk', 'tree_nuts'],
    ingredients: ['onion'],
  },
  {
    courseNumber: 5,
    name: 'Kathal galouti',
    description: 'Melting jackfruit kebab on a saffron ulte tawa paratha.',
    allergens: ['gluten', 'milk'],
    ingredients: [],
  },
  {
    courseNumber: 6,
    name: 'Mushroom and truffle khichdi',
    description: 'Slow-cooked rice and moong dal, wild mushrooms, truffle ghee.',
    allergens: ['milk', 'celery'],
    ingredients: ['mushrooms'],
  },
  {
    courseNumber: 7,
    name: 'Palate cleanser: kokum and black salt sorbet',
    description: 'Tart, cooling and bright before the mains.',
    allergens: [],
    ingredients: [],
  },
  {
    courseNumber: 8,
    name: 'Paneer makhani, our way',
    description: 'House paneer, tomato and fenugreek sauce, sesame naan crisp.',
    allergens: ['milk', 'gluten', 'sesame', 'tree_nuts'],
    ingredients: [],
  },
  {
    courseNumber: 9,
    name: 'Soy and jaggery glazed aubergine',
    description: 'Baby aubergine, peanut and sesame podi, curd rice.',
    allergens: ['soy', 'peanuts', 'sesame', 'milk'],
    ingredients: [],
  },
  {
    courseNumber: 10,
    name: 'Gulab jamun and cardamom kulfi',
    description: 'Warm milk dumplings in rose syrup, pistachio kulfi.',
    allergens: ['milk', 'gluten', 'tree_nuts'],
    ingredients: [],
  },
];

export const SEED_NON_VEG_MENU: readonly CourseInput[] = [
  {
    courseNumber: 1,
    name: 'Amuse-bouche: crab puri',
    description: 'Crisp puri, spiced crab, green mango and a drop of coriander chutney.',
    allergens: ['crustaceans', 'gluten'],
    ingredients: [],
  },
  {
    courseNumber: 2,
    name: 'Mutton paya shorba',
    description: 'A slow trotter broth with ginger, black pepper and fried shallots.',
    allergens: ['celery'],
    ingredients: ['meat', 'onion', 'root_vegetables'],
  },
  {
    courseNumber: 3,
    name: 'Charred corn',
    description: 'Smoked sweetcorn, brown butter, lime and a chilli-cashew crumble.',
    allergens: ['milk', 'tree_nuts'],
    ingredients: [],
  },
  {
    courseNumber: 4,
    name: 'Kerala fish moilee',
    description: 'Seer fish in coconut milk, curry leaves, mustard seed and appam.',
    allergens: ['fish', 'mustard'],
    ingredients: [],
  },
  {
    courseNumber: 5,
    name: 'Prawn koliwada',
    description: 'Gram-flour battered prawns, egg wash, chilli garlic dip.',
    allergens: ['crustaceans', 'eggs', 'gluten'],
    ingredients: ['garlic'],
  },
  {
    courseNumber: 6,
    name: 'Chicken tikka, smoked twice',
    description: 'Hung curd and mustard oil marinade, cashew cream, mint chutney.',
    allergens: ['milk', 'mustard', 'tree_nuts'],
    ingredients: ['meat'],
  },
  {
    courseNumber: 7,
    name: 'Palate cleanser: kokum and black salt sorbet',
    description: 'Tart, cooling and bright before the mains.',
    allergens: [],
    ingredients: [],
  },
  {
    courseNumber: 8,
    name: 'Goan mussels xacuti',
    description: 'Mussels in roasted coconut and poppy seed masala, pao.',
    allergens: ['molluscs', 'gluten'],
    ingredients: [],
  },
  {
    courseNumber: 9,
    name: 'Lamb shank nihari',
    description: 'Overnight-braised lamb, bone-marrow gravy, sesame sheermal.',
    allergens: ['gluten', 'milk', 'sesame', 'sulphites'],
    ingredients: ['meat'],
  },
  {
    courseNumber: 10,
    name: 'Gulab jamun and cardamom kulfi',
    description: 'Warm milk dumplings in rose syrup, pistachio kulfi.',
    allergens: ['milk', 'gluten', 'tree_nuts'],
    ingredients: [],
  },
];
