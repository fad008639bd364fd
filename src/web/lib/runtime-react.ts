// React's runtime, which the page entry (main.tsx) asks for before the app so that its evaluation
// is a task of its own. Importing it is what matters: the app imports React itself.
export { hydrateRoot } from 'react-dom/client';
