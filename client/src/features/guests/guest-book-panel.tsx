import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { GUEST_NOTE_MAX, type GuestSummaryDto } from '@shared/contracts/guests';
import { allergenWords } from '@shared/domain/allergens';
import { ATTENDANCE_LABELS } from '@shared/domain/attendance';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadMore, PageCount } from '@/components/paging/paged-list';
import { Textarea } from '@/components/ui/textarea';
import { formatCalendarDate } from '@/lib/dates/calendar-date';
import { cn } from '@/lib/cn';
import { useSettled } from '@/lib/paging/use-settled';
import { useGuest, useGuestPages, useSaveGuestNote } from './api/staff-guests';
import { guestBookHref } from '@/components/reservations/guest-history';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Visits 3 · No-shows 1 · 2 upcoming', as the list and the record both say it. */
function counts(g: Pick<GuestSummaryDto, 'visits' | 'noShows' | 'upcoming'>): string {
  return [
    plural(g.visits, 'visit', 'visits'),
    plural(g.noShows, 'no-show', 'no-shows'),
    `${g.upcoming} upcoming`,
  ].join(' · ');
}

function GuestNote({ id, saved }: { id: number; saved: string }) {
  const [note, setNote] = useState(saved);
  const save = useSaveGuestNote(id);
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(note);
      }}
    >
      <Field
        id={`guest-note-${id}`}
        label="Private note"
        hint="Only staff see it; every change is kept in the audit trail."
      >
        <Textarea
          value={note}
          maxLength={GUEST_NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
        />
      </Field>
      <Button type="submit" size="sm" disabled={save.isPending || note === saved}>
        {save.isPending ? 'Saving...' : 'Save note'}
      </Button>
    </form>
  );
}

function GuestRecord({ id }: { id: number }) {
  const guest = useGuest(id);
  if (guest.isPending) return <p className="text-sm text-muted-foreground">Loading the guest...</p>;
  if (guest.isError)
    return <p className="text-sm text-destructive">This guest could not be found.</p>;
  const g = guest.data;
  return (
    <article
      aria-labelledby="guest-name"
      className="space-y-4 rounded-lg border border-border bg-surface p-4"
    >
      <header>
        {/* Under the page's one h1: the tab panel has no heading of its own to sit beneath. */}
        <h2 id="guest-name" className="text-xl font-semibold">
          {g.name}
        </h2>
        <p className="break-words text-sm text-muted-foreground">
          <a href={`tel:${g.phone}`}>{g.phone}</a>
          {g.email && ` · ${g.email}`}
        </p>
        <p className="mt-1 text-sm">{counts(g)}</p>
        <p className="text-sm">
          Allergies declared: {g.allergies.length > 0 ? allergenWords(g.allergies) : 'none'}
        </p>
      </header>
      <GuestNote key={g.noteUpdatedAt ?? 'none'} id={g.id} saved={g.note} />
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Bookings of {g.name}</caption>
        <thead>
          <tr className="border-b border-border">
            <th className="py-1 pr-3 font-semibold">Night</th>
            <th className="py-1 pr-3 font-semibold">Seating</th>
            <th className="py-1 pr-3 font-semibold">Party</th>
            <th className="py-1 font-semibold">What happened</th>
          </tr>
        </thead>
        <tbody>
          {g.bookings.map((b) => (
            <tr key={b.id} className="border-b border-border align-top">
              <td className="py-1 pr-3">{formatCalendarDate(b.date)}</td>
              <td className="py-1 pr-3">{b.timeSlot}</td>
              <td className="py-1 pr-3">{b.guests}</td>
              <td className="py-1 capitalize">
                {b.attendance ? ATTENDANCE_LABELS[b.attendance] : b.status}
                {b.attendanceConfirmedAt && !b.attendance ? ' · confirmed coming' : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

/**
 * The guest book: every diner by e-mail and phone, searchable by name, address, phone or note,
 * with how often they came and did not, what they cannot eat, and staff's private note.
 * The guest shown is in the address (?guest=), so a booking row can link to its guest.
 */
export function GuestBookPanel() {
  const [, navigate] = useLocation();
  const chosen = Number(new URLSearchParams(useSearch()).get('guest')) || undefined;
  const [query, setQuery] = useState('');
  // The server searches and pages; a guest's bookings are read only when the guest is opened.
  const found = useGuestPages(useSettled(query.trim()));
  const listed = found.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = found.data?.pages[0]?.total ?? 0;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
      <div className="space-y-3">
        <Input
          type="search"
          aria-label="Search guests"
          placeholder="Search by name, e-mail, phone or note"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        {found.isPending ? (
          <p className="text-sm text-muted-foreground">Loading guests...</p>
        ) : found.isError ? (
          <p className="text-sm text-destructive">The guests could not be loaded.</p>
        ) : listed.length === 0 ? (
          <p className="text-sm text-muted-foreground">No guests found.</p>
        ) : (
          <>
            <PageCount shown={listed.length} total={total} noun={['guest', 'guests']} />
            <ul
              aria-label="Guests"
              className="divide-y divide-border rounded-lg border border-border bg-surface"
            >
              {listed.map((g) => (
                <li key={g.id}>
                  <button
                    type="button"
                    aria-current={g.id === chosen ? 'true' : undefined}
                    onClick={() => navigate(guestBookHref(g.id), { replace: true })}
                    className={cn(
                      'w-full p-3 text-left text-sm hover:bg-muted',
                      g.id === chosen && 'bg-muted',
                    )}
                  >
                    <span className="block font-semibold">{g.name}</span>
                    <span className="block break-words text-muted-foreground">
                      {g.phone}
                      {g.email && ` · ${g.email}`}
                    </span>
                    <span className="block">{counts(g)}</span>
                    {g.allergies.length > 0 && (
                      <span className="block font-medium">
                        Allergies: {allergenWords(g.allergies)}
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
            <LoadMore list={found} label="Load more guests" size="sm" />
          </>
        )}
      </div>
      <div>
        {chosen ? (
          <GuestRecord id={chosen} />
        ) : (
          <p className="text-sm text-muted-foreground">Choose a guest to see their record.</p>
        )}
      </div>
    </div>
  );
}
