/**
 * One bundle for every screen, as `acul init` lays it out: the page context names the screen,
 * and the matching folder under src/screens renders it (others get a generic form).
 */
import { readContext } from '@screenkit/core';
import { ScreenProvider } from '@screenkit/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { screenFor } from './screens/index.js';
import './styles.css';

const context = readContext();
const Screen = screenFor(context.screen.name);
const host =
  document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));

createRoot(host).render(
  <StrictMode>
    <ScreenProvider context={context}>
      <Screen />
    </ScreenProvider>
  </StrictMode>,
);
