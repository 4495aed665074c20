import { useLocation, useSearch } from 'wouter';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/page-meta/use-document-title';
import { BlockedSlotsPanel } from '@/features/reservations/staff/blocked-slots-panel';
import { GuestBookPanel } from '@/features/guests/guest-book-panel';
import { ReservationsListPanel } from '@/features/reservations/staff/reservations-list-panel';
import { ReservationRow } from '@/features/reservations/staff/reservation-row';
import { StaffBookingDialog } from '@/features/reservations/staff-form/staff-booking-dialog';
import { TonightPanel } from '@/features/floor/tonight-panel';
import { WaitlistPanel } from '@/features/waitlist/waitlist-panel';

type View = 'reservations' | 'tonight' | 'waitlist' | 'guests' | 'blocked';

const TABS: { value: View; label: string }[] = [
  { value: 'reservations', label: 'Reservations' },
  { value: 'tonight', label: 'Tonight' },
  { value: 'waitlist', label: 'Waitlist' },
  { value: 'guests', label: 'Guest book' },
  { value: 'blocked', label: 'Blocked Slots' },
];

/**
 * The tab in the address (?view=tonight), so a reload on the floor stays on Tonight. The
 * dashboard's older link ?view=sheet opens Tonight too: it is the service sheet, with actions.
 */
function viewOf(search: string): View {
  const view = new URLSearchParams(search).get('view');
  if (view === 'tonight' || view === 'sheet') return 'tonight';
  if (view === 'waitlist' || view === 'guests' || view === 'blocked') return view;
  return 'reservations';
}

export function StaffReservationsPage() {
  useDocumentTitle('Reservations');
  const [path, navigate] = useLocation();
  const view = viewOf(useSearch());

  return (
    <section>
      <h1 className="text-3xl font-semibold print:hidden">Reservations</h1>
      <Tabs
        value={view}
        onValueChange={(next) =>
          navigate(next === 'reservations' ? path : `${path}?view=${next}`, { replace: true })
        }
        className="mt-6"
      >
        <TabsList aria-label="Reservations views" className="print:hidden">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="reservations" className="mt-6">
          <ReservationsListPanel />
        </TabsContent>
        <TabsContent value="tonight" className="mt-6">
          {/* The floor lists tonight's bookings with the reservations feature's row and dialog. */}
          <TonightPanel PartyRow={ReservationRow} AddBooking={StaffBookingDialog} />
        </TabsContent>
        <TabsContent value="waitlist" className="mt-6">
          <WaitlistPanel />
        </TabsContent>
        <TabsContent value="guests" className="mt-6">
          <GuestBookPanel />
        </TabsContent>
        <TabsContent value="blocked" className="mt-6">
          <BlockedSlotsPanel />
        </TabsContent>
      </Tabs>
    </section>
  );
}
