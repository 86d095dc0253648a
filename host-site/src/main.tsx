import { createRoot } from 'react-dom/client';
import { App } from './app.js';

createRoot(document.getElementById('app')!).render(<App />);
