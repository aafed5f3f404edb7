import './field-start.css';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { type IconPaths, PlainIcon } from '../../../ui/plain/plain-icon.tsx';
import { PlainPage } from '../../../ui/plain/plain-page.tsx';

import { texts } from './texts.ts';

export interface FieldLink {
  href: string;
  label: string;
  description: string;
  icon: IconPaths;
}

/**
 * Prise de service: the field start page. The agent's services to take (children) and links to what an agent can
 * open. Drawn without MUI (field-start.css, ui/plain/): it is the first screen of an
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
    <PlainPage title={texts.priseDeService} subtitle={texts.bonjourRetrouvezIciFirstname(firstname)}>
      {children}
      <ul className="field-shortcuts" aria-label={texts.raccourcisTerrain}>
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
    </PlainPage>
  );
}
