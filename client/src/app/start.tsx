import { createRoot } from 'react-dom/client';
import { App } from './app';

// Loaded by main.tsx for a page the browser renders itself: it runs once, when imported.
createRoot(document.getElementById('root')!).render(<App />);
