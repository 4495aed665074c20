import { useState } from 'react';
import type { TimeSlotDto } from '@shared/contracts/reservation';
import type { SpecialNightDto, SpecialNightInput } from '@shared/contracts/special-nights';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select-native';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/forms/form-errors';
import { useSaveSpecialNight } from './api/seatings';

type Course = { name: string; description: string };

const blankCourse = (): Course => ({ name: '', description: '' });

/** Adds or edits one special night; the server checks it and names what it refuses. */
export function SpecialNightForm({
  night,
  seatings,
  onDone,
}: {
  night: SpecialNightDto | undefined;
  seatings: TimeSlotDto[];
  onDone: () => void;
}) {
  const save = useSaveSpecialNight();
  const [name, setName] = useState(night?.name ?? '');
  const [date, setDate] = useState(night?.date ?? '');
  const [toDate, setToDate] = useState(night?.toDate ?? '');
  const [seats, setSeats] = useState<Record<number, string>>(
    Object.fromEntries((night?.capacities ?? []).map((c) => [c.timeSlotId, String(c.maxCapacity)])),
  );
  const [menuName, setMenuName] = useState(night?.menu?.name ?? '');
  const [courses, setCourses] = useState<Course[]>(
    night?.menu?.courses.map((c) => ({ name: c.name, description: c.description })) ?? [],
  );
  const [price, setPrice] = useState(night?.pricePerGuestRupees?.toString() ?? '');
  const [payment, setPayment] = useState<SpecialNightDto['payment']>(night?.payment ?? 'usual');
  const [deposit, setDeposit] = useState(night?.depositPerGuestRupees?.toString() ?? '');
  const [problem, setProblem] = useState<string>();

  const input = (): SpecialNightInput => ({
    name,
    date,
    ...(toDate && toDate !== date ? { toDate } : {}),
    capacities: seatings
      .filter((s) => seats[s.id])
      .map((s) => ({ timeSlotId: s.id, maxCapacity: Number(seats[s.id]) })),
    menu:
      menuName || courses.length > 0
        ? {
            name: menuName,
            courses: courses.map((c, i) => ({
              courseNumber: i + 1,
              name: c.name,
              description: c.description,
              allergens: [],
              ingredients: [],
            })),
          }
        : null,
    pricePerGuestRupees: price ? Number(price) : null,
    payment,
    depositPerGuestRupees: payment === 'deposit' && deposit ? Number(deposit) : null,
  });

  return (
    <form
      className="space-y-4 rounded-lg border border-border p-4"
      aria-label={night ? `Edit ${night.name}` : 'Add a special night'}
      onSubmit={(e) => {
        e.preventDefault();
        setProblem(undefined);
        save.mutate(
          { id: night?.id, input: input() },
          {
            onSuccess: (saved) => {
              toast({ title: `${saved.name} saved` });
              onDone();
            },
            onError: (error) => {
              const nights =
                error instanceof ApiError && error.body?.code === 'seating_has_bookings'
                  ? (error.body.nights ?? [])
                  : [];
              const detail = nights
                .map((n) => `${n.date} ${n.timeSlot}: ${n.booked} booked, ${n.capacity} seats`)
                .join('; ');
              const message = serverMessage(error, 'The special night could not be saved.');
              setProblem(detail ? `${message} ${detail}` : message);
            },
          },
        );
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="special-name" label="Name">
          <Input required value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field id="special-date" label="Night">
          <Input type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
        <Field id="special-to-date" label="Last night (for a run)">
          <Input type="date" value={toDate} onChange={(e) => setToDate(e.target.value)} />
        </Field>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">Seats per seating (blank: as usual)</legend>
        {seatings.map((s) => (
          <Field key={s.id} id={`special-seats-${s.id}`} label={`${s.slot} seats`}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={200}
              placeholder={String(s.maxCapacity)}
              value={seats[s.id] ?? ''}
              onChange={(e) => setSeats({ ...seats, [s.id]: e.target.value })}
            />
          </Field>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="special-price" label="Price per guest, ₹ before GST (blank: usual)">
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
        </Field>
        <Field id="special-payment" label="Payment">
          <NativeSelect
            value={payment}
            onChange={(e) => setPayment(e.target.value as SpecialNightDto['payment'])}
          >
            <option value="usual">The usual policy</option>
            <option value="none">At the restaurant</option>
            <option value="deposit">A deposit per guest</option>
            <option value="prepay">Prepay in full</option>
          </NativeSelect>
        </Field>
        {payment === 'deposit' && (
          <Field id="special-deposit" label="Deposit per guest, ₹">
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              required
              value={deposit}
              onChange={(e) => setDeposit(e.target.value)}
            />
          </Field>
        )}
      </div>
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium">The night&apos;s own menu (optional)</legend>
        <Field id="special-menu-name" label="Menu name">
          <Input value={menuName} onChange={(e) => setMenuName(e.target.value)} />
        </Field>
        {courses.map((c, i) => (
          <div key={i} className="grid gap-2 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
            <Field id={`special-course-${i}-name`} label={`Course ${i + 1}`}>
              <Input
                required
                value={c.name}
                onChange={(e) =>
                  setCourses(courses.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))
                }
              />
            </Field>
            <Field id={`special-course-${i}-description`} label={`Course ${i + 1} description`}>
              <Input
                value={c.description}
                onChange={(e) =>
                  setCourses(
                    courses.map((x, j) => (j === i ? { ...x, description: e.target.value } : x)),
                  )
                }
              />
            </Field>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setCourses(courses.filter((_, j) => j !== i))}
            >
              {`Remove course ${i + 1}`}
            </Button>
          </div>
        ))}
        {courses.length < 10 && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setCourses([...courses, blankCourse()])}
          >
            Add a course
          </Button>
        )}
      </fieldset>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          Save special night
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
