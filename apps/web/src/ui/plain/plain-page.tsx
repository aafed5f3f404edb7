import type { ReactNode } from 'react';

/**
 * ui/page.tsx's Page without MUI, for the screens of a phone's first load (the field start page): an h1 title and
 * a subtitle above the content, in a 1200 px column, drawn the same.
 */
export function PlainPage({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <section className="plain-page" aria-labelledby="titre-page">
      <div className="plain-page-head">
        <div>
          <h1 id="titre-page" className="t-h4">
            {title}
          </h1>
          {subtitle && <p className="t-body1">{subtitle}</p>}
        </div>
      </div>
      {children}
    </section>
  );
}
