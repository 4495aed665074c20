import type { ReactNode } from 'react';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { openingHoursLines } from '@shared/opening-hours';
import { directionsUrl } from '@shared/restaurant-facts';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useContactSettings } from '@/lib/site-content/site-settings';
import { usePageMeta } from '@/lib/page-meta/use-page-meta';

const linkClass = 'text-foreground underline underline-offset-4 hover:text-accent';

export function ContactPage() {
  usePageMeta(paths.contact);
  const contact = useContactSettings();
  const map = directionsUrl(contact);
  // Only what staff saved is linked: a fallback must never be dialable or look like a place.
  const rows: { label: string; value: ReactNode; Icon: typeof MapPin }[] = [
    {
      label: 'Address',
      value: contact.address ? (
        <>
          {contact.address}
          {map && (
            <>
              <br />
              <a className={linkClass} href={map} target="_blank" rel="noopener noreferrer">
                Get directions<span className="sr-only"> (opens a map in a new tab)</span>
              </a>
            </>
          )}
        </>
      ) : (
        'Address not available'
      ),
      Icon: MapPin,
    },
    {
      label: 'Phone',
      value: contact.phone ? (
        <a className={linkClass} href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
          {contact.phone}
        </a>
      ) : (
        'Phone not available'
      ),
      Icon: Phone,
    },
    {
      label: 'Email',
      value: contact.email ? (
        <a className={linkClass} href={`mailto:${contact.email}`}>
          {contact.email}
        </a>
      ) : (
        'Email not available'
      ),
      Icon: Mail,
    },
    {
      label: 'Opening Hours',
      // Day by day from the week, as the footer lists it and the booking calendar keeps it.
      value: contact.openingWeek ? (
        <span className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {openingHoursLines(contact.openingWeek).map(({ day, hours }) => (
            <span key={day} className="contents">
              <span>{day}</span>
              <span>{hours}</span>
            </span>
          ))}
        </span>
      ) : (
        contact.openingHours || 'Hours not available'
      ),
      Icon: Clock,
    },
  ];
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-semibold">Contact Us</h1>
      <p className="mt-4 text-muted-foreground">We would love to hear from you.</p>
      <Card className="mt-8">
        <CardContent>
          <dl className="space-y-6" aria-busy={contact.isLoading}>
            {rows.map(({ label, value, Icon }) => (
              <div key={label}>
                <dt className="flex items-center gap-3 font-semibold">
                  <Icon className="h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
                  {label}
                </dt>
                <dd className="mt-1 whitespace-pre-line pl-8 text-muted-foreground">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </section>
  );
}
