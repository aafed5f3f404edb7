import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './error-boundary.tsx';

function Broken({ message }: { message: string }): never {
  throw new Error(message);
}

afterEach(() => vi.restoreAllMocks());

describe('AppErrorBoundary', () => {
  it('shows a French message instead of a blank app, and clears it on another page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <AppErrorBoundary resetKey="/a">
        <Broken message="x is undefined" />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Une erreur inattendue est survenue')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
    rerender(
      <AppErrorBoundary resetKey="/b">
        <p>Autre page</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Autre page')).toBeInTheDocument();
  });

  it('tells a phone without network that the page could not be loaded', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary resetKey="/a">
        <Broken message="Failed to fetch dynamically imported module: /assets/x.js" />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Cette page n’a pas pu être chargée')).toBeInTheDocument();
    expect(screen.getByText('Vérifiez la connexion du téléphone puis rechargez la page.')).toBeInTheDocument();
  });
});
