import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UploadButton } from './upload-button.tsx';

describe('UploadButton', () => {
  it('is a real button, not a label, and opens its file input by click or keyboard', async () => {
    const picked = vi.fn();
    render(
      <UploadButton accept="application/pdf" inputLabel="Fichier" onChange={(e) => picked(e.target.files?.[0]?.name)}>
        Choisir le fichier
      </UploadButton>,
    );
    const button = screen.getByRole('button', { name: 'Choisir le fichier' });
    expect(button.tagName).toBe('BUTTON');
    expect(document.querySelector('label')).toBeNull();
    const input = screen.getByLabelText('Fichier') as HTMLInputElement;
    const opened = vi.spyOn(input, 'click');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(2);
    await userEvent.upload(input, new File(['%PDF'], 'contrat.pdf', { type: 'application/pdf' }));
    expect(picked).toHaveBeenCalledWith('contrat.pdf');
  });
});
