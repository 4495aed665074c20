import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { RouteErrorBoundary } from './route-error-boundary';

export function PublicLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded focus:bg-surface focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="flex-1 pt-16">
        <RouteErrorBoundary area="public site" resetKey={location}>
          {children}
        </RouteErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
