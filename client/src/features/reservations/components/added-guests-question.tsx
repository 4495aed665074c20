import { Button } from '@/components/ui/button';

const plural = (n: number) => (n === 1 ? '1 guest' : `${n} guests`);

/**
 * After a guest grows their booked party, the question of which menu the newcomers are having,
 * instead of a silent guess. Answering puts them all on one menu (the steppers below still
 * split them otherwise) and moves focus to that menu's count, where the answer shows.
 */
export function AddedGuestsQuestion({
  unplaced,
  onPlace,
}: {
  unplaced: number;
  onPlace: (menu: 'vegCount' | 'nonVegCount') => void;
}) {
  const place = (menu: 'vegCount' | 'nonVegCount') => {
    onPlace(menu);
    // The question goes once answered: focus follows the answer to its field.
    requestAnimationFrame(() => document.getElementById(menu)?.focus());
  };
  return (
    <div
      role="group"
      aria-labelledby="added-guests-question"
      className="space-y-3 rounded-md border border-accent/60 bg-muted p-4"
    >
      <p id="added-guests-question" className="text-sm font-semibold">
        {plural(unplaced)} not on a menu yet: which menu {unplaced === 1 ? 'is' : 'are'} they
        having?
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => place('vegCount')}>
          Vegetarian
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => place('nonVegCount')}>
          Non-vegetarian
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Or set each menu&apos;s count below. Everyone else keeps the menu they chose.
      </p>
    </div>
  );
}
