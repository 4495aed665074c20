import { useState, type FormEvent } from 'react';
import type { ReservationDto } from '@shared/contracts/reservation';
import type { DietaryNeed, OccasionCode } from '@shared/domain/dietary';
import { needsMismatch } from '@shared/domain/dietary';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/forms/form-errors';
import { useChangeNeeds } from '../api/manage-booking';
import { DietaryNeedsEditor } from '@/components/reservations/dietary-needs-editor';
import { OccasionFields } from '@/components/reservations/occasion-fields';

const FALLBACK = 'Your dietary needs could not be saved. Please try again or call us.';

/** The guest's own needs and occasion, saved whole; the server keeps the 24-hour rule. */
export function ChangeNeedsForm({ token, booking }: { token: string; booking: ReservationDto }) {
  const save = useChangeNeeds(token);
  const [needs, setNeeds] = useState<DietaryNeed[]>(booking.dietaryNeeds);
  const [occasion, setOccasion] = useState<OccasionCode | null>(booking.occasion);
  const [occasionNote, setOccasionNote] = useState<string | undefined>(
    booking.occasionNote ?? undefined,
  );
  const [refusal, setRefusal] = useState<string>();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (needsMismatch(needs, booking)) return;
    setRefusal(undefined);
    save.mutate(
      { dietaryNeeds: needs, occasion, ...(occasion && occasionNote ? { occasionNote } : {}) },
      {
        onSuccess: () =>
          toast({
            title: 'Dietary needs saved',
            description: 'The kitchen has them, and an e-mail with your booking is on its way.',
          }),
        onError: (err) => {
          const message = serverMessage(err, FALLBACK);
          setRefusal(message);
          toast({ variant: 'destructive', title: 'Not saved', description: message });
        },
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Dietary needs and occasion"
      className="space-y-5"
    >
      <DietaryNeedsEditor
        idPrefix="manage-needs"
        needs={needs}
        split={booking}
        onChange={setNeeds}
      />
      <OccasionFields
        idPrefix="manage"
        occasion={occasion}
        note={occasionNote}
        onChange={(next) => {
          setOccasion(next.occasion);
          setOccasionNote(next.occasionNote);
        }}
      />
      {refusal && (
        <p role="alert" className="text-sm text-destructive">
          {refusal}
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save dietary needs'}
      </Button>
    </form>
  );
}
