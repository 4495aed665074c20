import { useState } from 'react';
import { MESSAGE_STATUS_WORDS, MESSAGE_TEMPLATE_WORDS } from '@shared/domain/messaging';
import type { StaffReservationDto } from '@shared/contracts/reservation';
import { useBookingMessages } from '../api/staff-booking-messages';

/**
 * Beside a booking: whether the guest asked for WhatsApp / SMS updates, and, once opened, each
 * message sent and its latest delivery news.
 */
export function BookingMessages({ r }: { r: StaffReservationDto }) {
  const [open, setOpen] = useState(false);
  const messages = useBookingMessages(r.id, open);
  return (
    <details
      className="mt-1 text-muted-foreground"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer">
        WhatsApp / SMS: {r.messagingConsent ? 'asked for' : 'not asked for'}
      </summary>
      {messages.isPending && open && <p>Loading messages…</p>}
      {messages.data && messages.data.messages.length === 0 && <p>No messages sent.</p>}
      {messages.data && messages.data.messages.length > 0 && (
        <ul className="mt-1 space-y-0.5">
          {messages.data.messages.map((m) => (
            <li key={m.id}>
              {MESSAGE_TEMPLATE_WORDS[m.template]} · {m.channel === 'sms' ? 'SMS' : 'WhatsApp'} ·{' '}
              {MESSAGE_STATUS_WORDS[m.status]}
              {m.error && ` (${m.error})`}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
