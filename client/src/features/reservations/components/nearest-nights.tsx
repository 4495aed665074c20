import { CalendarSearch } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useNearestNights } from '../api/availability';
import { readableBookingDate } from '../booking-calendar';

/**
 * When the chosen seating (or every seating) cannot seat the party: the closest nights where
 * that seating still can, as buttons that choose that night and seating.
 */
export function NearestNights({
  date,
  timeSlots,
  guests,
  timeZone,
  onPick,
}: {
  date: string;
  timeSlots: readonly string[];
  guests: number;
  timeZone: string;
  onPick: (date: string, timeSlot: string) => void;
}) {
  const answers = useNearestNights(date, timeSlots, guests);
  if (timeSlots.length === 0) return null;
  return (
    <div className="space-y-3 rounded-md border border-border bg-muted p-3 text-sm">
      {timeSlots.map((timeSlot, i) => {
        const answer = answers[i];
        const nights = answer?.data?.nights ?? [];
        return (
          <div key={timeSlot} className="space-y-2">
            <p className="flex items-center gap-2 font-medium">
              <CalendarSearch className="h-4 w-4 shrink-0" aria-hidden="true" />
              {`Nights with ${timeSlot} free for ${guests}`}
            </p>
            {answer?.isPending ? (
              <p className="text-muted-foreground">Looking for other nights...</p>
            ) : answer?.isError ? (
              <p className="text-muted-foreground">Other nights could not be looked up.</p>
            ) : nights.length === 0 ? (
              <p className="text-muted-foreground">No night close by has room. Please call us.</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {nights.map((night) => (
                  <li key={night.date}>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() => onPick(night.date, timeSlot)}
                    >
                      {readableBookingDate(night.date, timeZone)}{' '}
                      <span className="text-muted-foreground">
                        {`· ${night.availableSeats} ${night.availableSeats === 1 ? 'seat' : 'seats'}`}
                      </span>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </div>
  );
}
