import { Link } from 'wouter';
import { Mail, MapPin, Phone } from 'lucide-react';
import { BRAND_NAME, BRAND_SUBTITLE, FOOTER_OPENING_HOURS } from '@shared/constants';
import { openingHoursLines } from '@shared/opening-hours';
import { buttonVariants } from '@/components/ui/button';
import {
  FacebookIcon,
  InstagramIcon,
  TwitterIcon,
  YoutubeIcon,
} from '@/components/ui/social-icons';
import { paths } from '@/config/paths';
import { useCopyrightYear } from '@/lib/dates/copyright-year';
import { useContactSettings, useSocialSettings } from '@/lib/site-content/site-settings';

// Until staff enter the contact details, the footer says so in the Contact page's words, and
// nothing is linked: a made-up address or a dialable number would look real to a diner.
const MISSING = {
  address: 'Address not available',
  phone: 'Phone not available',
  email: 'Email not available',
};

export function Footer() {
  const contact = useContactSettings();
  const social = useSocialSettings();
  const year = useCopyrightYear();
  // The week staff set (the same one the contact page and the booking calendar read); the
  // spec's fixed list until they set one, or while it loads.
  const hours = contact.openingWeek ? openingHoursLines(contact.openingWeek) : FOOTER_OPENING_HOURS;
  const socialLinks = [
    { href: social.facebook, label: 'Facebook', Icon: FacebookIcon },
    { href: social.instagram, label: 'Instagram', Icon: InstagramIcon },
    { href: social.twitter, label: 'Twitter', Icon: TwitterIcon },
    { href: social.youtube, label: 'YouTube', Icon: YoutubeIcon },
  ].filter((l) => l.href);

  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="font-serif text-2xl font-semibold">{BRAND_NAME}</p>
          <p className="mt-2 text-sm text-muted-foreground">{BRAND_SUBTITLE}</p>
          {socialLinks.length > 0 && (
            <ul className="mt-4 flex gap-3" aria-label="Social media">
              {socialLinks.map(({ href, label, Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    className="text-muted-foreground hover:text-accent"
                  >
                    <Icon className="h-5 w-5" aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h2 className="text-lg font-semibold">Contact</h2>
          <address className="mt-3 space-y-2 text-sm not-italic text-muted-foreground">
            <p className="flex gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span className="whitespace-pre-line">{contact.address || MISSING.address}</span>
            </p>
            <p className="flex gap-2">
              <Phone className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {contact.phone ? (
                <a
                  className="hover:text-accent"
                  href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                >
                  {contact.phone}
                </a>
              ) : (
                <span>{MISSING.phone}</span>
              )}
            </p>
            <p className="flex gap-2">
              <Mail className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {contact.email ? (
                <a className="hover:text-accent" href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              ) : (
                <span>{MISSING.email}</span>
              )}
            </p>
          </address>
        </div>
        <div>
          <h2 className="text-lg font-semibold">Opening Hours</h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {hours.map(({ day, hours: time }) => (
              <div key={day} className="contents">
                <dt>{day}</dt>
                <dd>{time}</dd>
              </div>
            ))}
          </dl>
          <Link href={paths.book} className={buttonVariants({ className: 'mt-5' })}>
            Reserve a Table
          </Link>
        </div>
      </div>
      <p className="border-t border-border py-4 text-center text-xs text-muted-foreground">
        © {year} {BRAND_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
