import { Mail, Phone } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { CORPORATE_DISCOUNT_PERCENT } from '@shared/constants';
import { FacebookIcon, InstagramIcon, TwitterIcon } from '@/components/ui/social-icons';
import { useContactSettings, useSocialSettings } from '@/lib/site-content/site-settings';

/** '@tastingroom' from 'https://instagram.com/tastingroom/'; undefined when there is no link. */
export function handleOf(link: string): string | undefined {
  try {
    const segment = new URL(link).pathname.split('/').filter(Boolean)[0];
    return segment ? `@${segment.replace(/^@/, '')}` : undefined;
  } catch {
    return undefined;
  }
}

export function CorporateHero() {
  const contact = useContactSettings();
  const social = useSocialSettings();
  // Instagram first: that is where the restaurant shows its food.
  const profile = (
    [
      { link: social.instagram, network: 'Instagram', Icon: InstagramIcon },
      { link: social.twitter, network: 'Twitter', Icon: TwitterIcon },
      { link: social.facebook, network: 'Facebook', Icon: FacebookIcon },
    ] satisfies { link: string; network: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[]
  )
    .map((p) => ({ ...p, handle: handleOf(p.link) }))
    .find((p) => p.handle);
  return (
    <section className="border-b border-border bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <h1 className="font-serif text-4xl font-semibold sm:text-5xl">Corporate Orders</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
          Our kitchen cooks for your team: working lunches, celebrations and festive gifting, made
          with the care of our tasting menu.
        </p>
        <ul className="mt-6 space-y-2">
          <li className="flex items-center gap-2">
            <Phone className="h-4 w-4 text-accent" aria-hidden="true" />
            <span>
              Call us:{' '}
              {contact.isLoading ? (
                <Pending />
              ) : contact.phone ? (
                <a
                  className="underline-offset-4 hover:underline"
                  href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                >
                  {contact.phone}
                </a>
              ) : (
                'Phone not available'
              )}
            </span>
          </li>
          <li className="flex items-center gap-2">
            <Mail className="h-4 w-4 text-accent" aria-hidden="true" />
            <span>
              Write to us:{' '}
              {contact.isLoading ? (
                <Pending />
              ) : contact.email ? (
                <a className="underline-offset-4 hover:underline" href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              ) : (
                'Email not available'
              )}
            </span>
          </li>
          {profile && (
            <li className="flex items-center gap-2">
              <profile.Icon className="h-4 w-4 text-accent" aria-hidden="true" />
              <span>
                Follow us on {profile.network}:{' '}
                <a
                  className="underline-offset-4 hover:underline"
                  href={profile.link}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {profile.handle}
                </a>
              </span>
            </li>
          )}
        </ul>
      </div>
    </section>
  );
}

/** A contact line whose value is still on its way. */
function Pending() {
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-block h-4 w-40 animate-pulse rounded bg-muted align-middle"
      />
      <span className="sr-only">Loading</span>
    </>
  );
}

const OFFERS = [
  {
    title: 'Fixed Meal days',
    text: 'A set lunch for your office on the days you choose each week, planned with you and delivered hot.',
  },
  {
    title: 'Subscription Meal Plans',
    text: 'Monthly plans for teams that eat together, with a rotating menu and one invoice a month.',
  },
  {
    title: 'Festival Hampers',
    text: 'Sweets, savouries and preserves from our kitchen, packed for Diwali, Christmas and every celebration between.',
  },
] as const;

export function CorporateOffers() {
  return (
    <section aria-labelledby="offers-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="offers-heading" className="font-serif text-3xl font-semibold">
        What we offer
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {OFFERS.map((offer) => (
          <li
            key={offer.title}
            className="rounded-xl border border-border bg-surface p-6 shadow-sm"
          >
            <h3 className="text-xl font-semibold">{offer.title}</h3>
            <p className="mt-2 text-muted-foreground">{offer.text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-6 rounded-xl border border-accent/60 bg-accent/10 p-6">
        <h3 className="text-xl font-semibold">Corporate discount</h3>
        <p className="mt-2">
          {CORPORATE_DISCOUNT_PERCENT}% off direct dine-ins and B2C orders for our corporate
          partners. Ask us when you book.
        </p>
      </div>
    </section>
  );
}
