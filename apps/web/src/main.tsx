// The base styles and the look of the screens drawn without MUI (the shell, the field start page) come first.
import './ui/plain/plain.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
