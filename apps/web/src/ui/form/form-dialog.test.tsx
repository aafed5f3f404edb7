import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../dialogs/dialog-host.tsx';
import { FormDialog, FormDialogCloseButton } from './form-dialog.tsx';
import { FormDialogActions } from './form-dialog-actions.tsx';

/** A hand-rolled form whose dirty flag goes to FormDialogActions, inside a child of the dialog. */
function NameForm({ close }: { close: (saved?: string) => void }) {
  const [name, setName] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        close(name);
      }}
    >
      <DialogContent>
        <label>
          Nom
          <input value={name} onChange={(event) => setName(event.target.value)} />
        </label>
      </DialogContent>
      <FormDialogActions onCancel={() => close()} dirty={name !== ''} />
    </form>
  );
}

function Harness({ onClose }: { onClose: (saved?: string) => void }) {
  const [open, setOpen] = useState(true);
  const close = (saved?: string) => {
    setOpen(false);
    onClose(saved);
  };
  if (!open) return null;
  return (
    <FormDialog open onClose={() => close()} aria-labelledby="fiche-title">
      <FormDialogCloseButton />
      <DialogTitle id="fiche-title">Fiche</DialogTitle>
      <NameForm close={close} />
    </FormDialog>
  );
}

const setup = () => {
  const onClose = vi.fn();
  render(
    <>
      <Harness onClose={onClose} />
      <DialogHost />
    </>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Fiche' }) };
};
const question = () => screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' });

describe('FormDialog', () => {
  it('closes at once when nothing was typed', async () => {
    const { onClose } = setup();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith(undefined);
    expect(screen.queryByRole('dialog', { name: 'Fiche' })).not.toBeInTheDocument();
  });

  it('asks on Escape with unsaved input, and keeps the input on « Continuer la saisie »', async () => {
    const { onClose, dialog } = setup();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Martin');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(await question()).getByRole('button', { name: 'Continuer la saisie' }));
    await waitFor(() => expect(screen.queryByText('Quitter sans enregistrer ?')).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveValue('Martin');
  });

  it('closes on « Quitter sans enregistrer », from the close icon as from « Annuler »', async () => {
    for (const button of ['Fermer', 'Annuler']) {
      const { onClose, dialog } = setup();
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Martin');
      await userEvent.click(within(dialog).getByRole('button', { name: button }));
      await userEvent.click(within(await question()).getByRole('button', { name: 'Quitter sans enregistrer' }));
      await waitFor(() => expect(onClose).toHaveBeenCalledWith(undefined));
      expect(onClose).toHaveBeenCalledTimes(1);
      cleanup();
    }
  });

  it('asks the browser before a reload while the input is unsaved', async () => {
    const { dialog } = setup();
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Martin');
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });

  it('never asks after a save', async () => {
    const { onClose, dialog } = setup();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Martin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(onClose).toHaveBeenCalledWith('Martin');
    expect(screen.queryByText('Quitter sans enregistrer ?')).not.toBeInTheDocument();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
  });
});
