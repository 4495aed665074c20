import '@/lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../index.css';
import { PageViewTracker } from '@/lib/use-page-view-tracking';
import { AppProviders } from './providers';
import { AppRouter } from './router';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <PageViewTracker />
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
