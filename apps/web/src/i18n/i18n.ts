import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fr } from './fr.ts';

/** One i18next instance, French only, initialised synchronously so the first render is already translated. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'fr',
  fallbackLng: 'fr',
  resources: { fr: { translation: fr } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
