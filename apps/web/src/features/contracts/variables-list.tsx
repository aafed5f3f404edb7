import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import { placeholderOf, templateVariables } from '@securite/domain/contracts/template-variables';

import { texts } from './texts.ts';

/** The variables of a kind, each a chip that inserts its {{placeholder}} into the body. */
export function VariablesList({ kind, onInsert }: { kind: ContractKind; onInsert: (placeholder: string) => void }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="caption" color="text.secondary">
        {texts.variablesCliquezPourInserer}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} role="group" aria-label={texts.variablesDisponibles}>
        {templateVariables[kind].map((variable) => (
          <Chip
            key={variable.name}
            size="small"
            variant="outlined"
            label={variable.label}
            title={placeholderOf(variable.name)}
            onClick={() => onInsert(placeholderOf(variable.name))}
          />
        ))}
      </Stack>
    </Stack>
  );
}

/** Inserts text at the cursor of a textarea's value, and where the cursor goes after it. */
export function insertAt(value: string, insert: string, element: HTMLTextAreaElement | null): [string, number] {
  const start = element?.selectionStart ?? value.length;
  const end = element?.selectionEnd ?? value.length;
  return [`${value.slice(0, start)}${insert}${value.slice(end)}`, start + insert.length];
}
