import type { ReservationDto } from '@shared/contracts/reservation';
import { describeNeed, describeOccasion } from '@shared/domain/dietary';
import { cn } from '@/lib/cn';

/** A party's dietary needs (a line a guest) and its occasion, for staff's lists and sheets. */
export function PartyNeeds({
  r,
  className,
}: {
  r: Pick<ReservationDto, 'dietaryNeeds' | 'occasion' | 'occasionNote'>;
  className?: string;
}) {
  if (r.dietaryNeeds.length === 0 && !r.occasion) return null;
  return (
    <div className={cn('space-y-0.5', className)}>
      {r.dietaryNeeds.length > 0 && (
        <ul aria-label="Dietary needs" className="space-y-0.5">
          {r.dietaryNeeds.map((need, i) => (
            <li key={i}>
              <span className="font-medium">Guest {i + 1}:</span> {describeNeed(need)}
            </li>
          ))}
        </ul>
      )}
      {r.occasion && (
        <p>
          <span className="font-medium">Occasion:</span>{' '}
          {describeOccasion(r.occasion, r.occasionNote)}
        </p>
      )}
    </div>
  );
}
