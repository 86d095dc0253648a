// A partner's React 19 app embedding the shop's widgets from the npm package (DESIGN §1 examples).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';

const root = document.getElementById('root')!;
createRoot(root).render(
  <StrictMode>
    <App endpoint={root.dataset.endpoint!} />
  </StrictMode>,
);
