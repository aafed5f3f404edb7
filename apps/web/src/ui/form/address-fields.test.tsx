import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FieldValues, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { AddressFields, type AddressPrefix } from './address-fields.tsx';

const empty = { street: '', complement: '', zipcode: '', city: '', country: 'France' };

/** A form holding its address under `address` (sites, agents, agencies) or at its top (customers). */
function Harness({
  prefix,
  country,
  onValues,
}: {
  prefix: AddressPrefix;
  country?: boolean;
  onValues: (values: unknown) => void;
}) {
  const { control, handleSubmit } = useForm<FieldValues>({ defaultValues: prefix ? { address: empty } : empty });
  return (
    <form onSubmit={handleSubmit(onValues)}>
      <AddressFields control={control} prefix={prefix} country={country} />
      <button type="submit">Enregistrer</button>
    </form>
  );
}

async function fill() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Adresse' }), '12 rue de Rivoli');
  await user.type(screen.getByRole('textbox', { name: 'Complément d’adresse' }), 'Bât. B');
  await user.type(screen.getByRole('textbox', { name: 'Code postal' }), '75004');
  await user.type(screen.getByRole('textbox', { name: 'Ville' }), 'Paris');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
}

describe('AddressFields', () => {
  it('edits the address under `address`, country included, each field with its autofill', async () => {
    const saved: unknown[] = [];
    render(<Harness prefix="address." onValues={(v) => saved.push(v)} />);
    expect(screen.getByRole('textbox', { name: 'Code postal' })).toHaveAttribute('autocomplete', 'postal-code');
    expect(screen.getByRole('textbox', { name: 'Pays' })).toHaveValue('France');
    await fill();
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      address: { street: '12 rue de Rivoli', complement: 'Bât. B', zipcode: '75004', city: 'Paris', country: 'France' },
    });
  });

  it('edits top-level fields without a country where the record has none', async () => {
    const saved: unknown[] = [];
    render(<Harness prefix="" country={false} onValues={(v) => saved.push(v)} />);
    expect(screen.queryByRole('textbox', { name: 'Pays' })).toBeNull();
    await fill();
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      street: '12 rue de Rivoli',
      complement: 'Bât. B',
      zipcode: '75004',
      city: 'Paris',
    });
  });
});
