import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';
import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/playfair-display/700.css';

// zod 4 probes `new Function` to compile validators; the CSP (script-src 'self') forbids it, so
// say up front that it must not, instead of leaving a CSP violation in the console.
z.config({ jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
