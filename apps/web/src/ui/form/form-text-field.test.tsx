import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormTextField } from './form-text-field.tsx';

function Harness({ onChange, onValues }: { onChange: () => void; onValues: (values: unknown) => void }) {
  const { control, handleSubmit } = useForm({ defaultValues: { name: '' } });
  return (
    <form onSubmit={handleSubmit(onValues)}>
      <FormTextField control={control} name="name" label="Nom" onChange={onChange} />
      <button type="submit">Enregistrer</button>
    </form>
  );
}

describe('FormTextField', () => {
  it('gives a change to the form and to the caller’s onChange, neither replacing the other', async () => {
    const onChange = vi.fn();
    const saved: unknown[] = [];
    render(<Harness onChange={onChange} onValues={(values) => saved.push(values)} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom' }), 'Léa');
    expect(onChange).toHaveBeenCalledTimes(3);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(saved).toEqual([{ name: 'Léa' }]));
  });
});
