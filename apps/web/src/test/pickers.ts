import { fireEvent, within } from '@testing-library/react';

/** The hidden input of the French date picker named `label` (jj/mm/aaaa, or mm/aaaa for a month). */
export function pickerInput(root: HTMLElement, label: string | RegExp): HTMLInputElement {
  const group = within(root).getByRole('group', { name: label });
  const input = group.closest('.MuiPickersTextField-root')?.querySelector('input');
  if (!input) throw new Error(`Champ de date introuvable : ${label}`);
  return input;
}

/** Types a whole date into a picker as the French user reads it: '01/12/2026', or '10/2026' for a month. */
export function typeInPicker(root: HTMLElement, label: string | RegExp, text: string): void {
  fireEvent.change(pickerInput(root, label), { target: { value: text } });
}
