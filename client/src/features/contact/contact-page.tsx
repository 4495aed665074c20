import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useContactSettings } from '@/lib/site-settings';
import { usePageMeta } from '@/lib/use-page-meta';

export function ContactPage() {
  usePageMeta(paths.contact);
  const contact = useContactSettings();
  const rows = [
    { label: 'Address', value: contact.address || 'Address not available', Icon: MapPin },
    { label: 'Phone', value: contact.phone || 'Phone not available', Icon: Phone },
    { label: 'Email', value: contact.email || 'Email not available', Icon: Mail },
    { label: 'Opening Hours', value: contact.openingHours || 'Hours not available', Icon: Clock },
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
