import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { applyThemeMode, readThemeMode } from './lib/theme-mode';
import { createUrqlClient } from './lib/urql';

// Before the first paint, so a dark-theme reader never sees a white flash.
applyThemeMode(readThemeMode());

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

const router = createAppRouter();
// Spec 01 §2: a 401 from any call sends the reader to sign in again.
const client = createUrqlClient(window.location, { onExpired: () => router.navigate('/login?expired=true') });

createRoot(root).render(
  <StrictMode>
    <AppProvider client={client}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
