import { createRoot } from 'react-dom/client';
import { App } from './app.js';

const root = document.getElementById('app')!;
// Content rendered on the server is never hidden behind the start-up overlay.
const prerendered = root.querySelector(':scope > :not(.boot)') !== null;
createRoot(root).render(<App prerendered={prerendered} />);
