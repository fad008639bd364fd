// The libraries the app is built on (routing, server state, stores), which the page entry
// (main.tsx) asks for after React's runtime and before the app so that their evaluation is a
// task of its own. Importing them is what matters: the app imports them itself. A module asked
// for with import() keeps every export, so these are only what the app's first chunk uses.
export { Router, useRoutes } from 'react-router';
export { QueryClient, QueryClientProvider } from '@tanstack/react-query';
export { create } from 'zustand';
