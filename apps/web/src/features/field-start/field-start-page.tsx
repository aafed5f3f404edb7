import './field-start.css';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { type IconPaths, PlainIcon } from '../../ui/plain/plain-icon.tsx';
import { PlainPage } from '../../ui/plain/plain-page.tsx';

export interface FieldLink {
  href: string;
  label: string;
  description: string;
  icon: IconPaths;
}

const upcoming = [
  'Effectuer les rondes et valider les points de contrôle',
  'Saisir la main courante et les incidents, même sans réseau',
  'Être protégé par la protection du travailleur isolé (chute, inactivité, périmètre)',
];

/**
 * Prise de service: the field start page. The agent's services to take (children), links to what an agent can
 * already open, then what comes next. Drawn without MUI (field-start.css, ui/plain/): it is the first screen of an
 * agent's phone, in the first load.
 */
export function FieldStartPage({
  firstname,
  links,
  children,
}: {
  firstname: string;
  links: readonly FieldLink[];
  children?: ReactNode;
}) {
  return (
    <PlainPage title="Prise de service" subtitle={`Bonjour ${firstname}. Retrouvez ici vos raccourcis de terrain.`}>
      {children}
      <ul className="field-shortcuts" aria-label="Raccourcis terrain">
        {links.map(({ href, label, description, icon }) => (
          <li key={href}>
            <div className="plain-card">
              <RouterLink to={href} className="plain-pressable plain-card-link">
                <div className="plain-card-content field-shortcut">
                  <PlainIcon icon={icon} size={36} />
                  <div>
                    <h2 className="t-h6">{label}</h2>
                    <p className="t-body2 t-secondary">{description}</p>
                  </div>
                </div>
              </RouterLink>
            </div>
          </li>
        ))}
      </ul>
      <div className="plain-card" style={{ marginTop: 24 }}>
        <div className="plain-card-content">
          <h2 className="t-h6">Bientôt dans l’application</h2>
          <ul className="field-upcoming">
            {upcoming.map((text) => (
              <li key={text}>
                <span className="t-body2">{`• ${text}`}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </PlainPage>
  );
}
