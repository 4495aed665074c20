import { Link, useLocation } from 'wouter';
import { cn } from '@/lib/cn';

/** A link of the main navigation; the page in view is marked (aria-current) and underlined. */
export function NavLink({ href, label }: { href: string; label: string }) {
  const [location] = useLocation();
  const current =
    href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-accent',
        current ? 'text-accent underline decoration-2 underline-offset-8' : 'text-foreground',
      )}
    >
      {label}
    </Link>
  );
}
