ALTER TABLE "tasting_courses" ADD COLUMN "ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
-- An install whose courses are still the seeded ones, word for word, gets the seed's ingredient tags; a course staff wrote keeps none until they tick them.
UPDATE "tasting_courses" SET "ingredients" = '["root_vegetables"]'::jsonb WHERE "menu" = 'veg' AND "course_number" = 1 AND "name" = 'Amuse-bouche: pani puri' AND "description" = 'Semolina shells, spiced potato, tamarind and mint water poured at the table.' AND "ingredients" = '[]'::jsonb;
--> statement-breakpoint
UPDATE "tasting_courses" SET "ingredients" = '["root_vegetables"]'::jsonb WHERE "menu" = 'veg' AND "course_number" = 2 AND "name" = 'Beetroot and coconut rasam' AND "description" = 'A clear, peppery broth with tempered curry leaves and a coconut cream float.' AND "ingredients" = '[]'::jsonb;
--> statement-breakpoint
UPDATE "tasting_courses" SET "ingredients" = '["onion"]'::jsonb WHERE "menu" = 'veg' AND "course_number" = 4 AND "name" = 'Tandoori broccoli' AND "description" = 'Yoghurt and cheese marinade, almond flakes, pickled onion.' AND "ingredients" = '[]'::jsonb;
--> statement-breakpoint
UPDATE "tasting_courses" SET "ingredients" = '["mushrooms"]'::jsonb WHERE "menu" = 'veg' AND "course_number" = 6 AND "name" = 'Mushroom and truffle khichdi' AND "description" = 'Slow-cooked rice and moong dal, wild mushrooms, truffle ghee.' AND "ingredients" = '[]'::jsonb;
--> statement-breakpoint
UPDATE "tasting_courses" SET "ingredients" = '["meat","onion","root_vegetables"]'::jsonb WHERE "menu" = 'non-veg' AND "course_number" = 2 AND "name" = 'Mutton paya shorba' AND "description" = 'A slow trotter broth with ginger, black pepper and fried shallots.' AND "ingredients" = '[]'::jsonb;
--> statement-breakpoint
UPDATE "tasting_courses" SET "ingredients" = '["garlic"]'::jsonb WHERE "menu" = 'non-veg' AND "course_number" = 5 AND "name" = 'Prawn koliwada' AND "description" = 'Gram-flour battered prawns, egg wash, chilli garlic dip.' AND "ingredients" = '[]'::jsonb;
--> statement-breakpoint
UPDATE "tasting_courses" SET "ingredients" = '["meat"]'::jsonb WHERE "menu" = 'non-veg' AND "course_number" = 6 AND "name" = 'Chicken tikka, smoked twice' AND "description" = 'Hung curd and mustard oil marinade, cashew cream, mint chutney.' AND "ingredients" = '[]'::jsonb;
--> statement-breakpoint
UPDATE "tasting_courses" SET "ingredients" = '["meat"]'::jsonb WHERE "menu" = 'non-veg' AND "course_number" = 9 AND "name" = 'Lamb shank nihari' AND "description" = 'Overnight-braised lamb, bone-marrow gravy, sesame sheermal.' AND "ingredients" = '[]'::jsonb;
