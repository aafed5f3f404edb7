import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DialogHost } from './dialog-host.tsx';
import { type DialogControls, defineDialog } from './dialog-store.ts';
import { useCloseDialogsOnNavigation } from './use-close-dialogs-on-navigation.ts';

function Note({ text }: { text: string } & DialogControls) {
  return (
    <div role="dialog" aria-label={text}>
      {text}
    </div>
  );
}
const note = defineDialog<{ text: string }>('test-navigation-note', async () => Note);

function Layout() {
  useCloseDialogsOnNavigation();
  return (
    <>
      <Link to="/autre">Autre page</Link>
      <Link to="/planning?semaine=2">Semaine suivante</Link>
      <Outlet />
    </>
  );
}

/** A page that opens its own dialog as it arrives (as an edit route may). */
function OpensOnArrival() {
  useEffect(() => {
    void note.open({ text: 'Fenêtre de la nouvelle page' });
  }, []);
  return <p>Nouvelle page</p>;
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/planning', element: <p>Planning</p> },
          { path: '/autre', element: <OpensOnArrival /> },
        ],
      },
    ],
    { initialEntries: ['/planning'] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <DialogHost />
    </>,
  );
  return router;
}

describe('dialogs and navigation', () => {
  it('keeps the dialog when only the query string changes, closes it as dismissed on another page', async () => {
    renderApp();
    let result: Promise<unknown> = Promise.resolve('pas encore');
    act(() => {
      result = note.open({ text: 'Service du lundi' });
    });
    expect(await screen.findByRole('dialog', { name: 'Service du lundi' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Semaine suivante' }));
    expect(screen.getByRole('dialog', { name: 'Service du lundi' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Autre page' }));
    expect(await screen.findByText('Nouvelle page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Service du lundi' })).not.toBeInTheDocument();
    await expect(result).resolves.toBeUndefined();
    // The new page's own dialog stays open.
    expect(await screen.findByRole('dialog', { name: 'Fenêtre de la nouvelle page' })).toBeInTheDocument();
  });

  it('closes it on the browser’s back button too', async () => {
    const router = renderApp();
    await act(() => router.navigate('/autre'));
    expect(await screen.findByRole('dialog', { name: 'Fenêtre de la nouvelle page' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Planning')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
