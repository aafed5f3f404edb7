import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import TitleIcon from '@mui/icons-material/Title';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useRef } from 'react';

import { texts } from './texts.ts';

type Mark = { label: string; icon: ReactNode; apply: (selected: string) => { text: string; line?: boolean } };

const marks: Mark[] = [
  { label: texts.gras, icon: <FormatBoldIcon />, apply: (s) => ({ text: `**${s || texts.texteEnGras}**` }) },
  { label: texts.italique, icon: <FormatItalicIcon />, apply: (s) => ({ text: `*${s || texts.texteEnItalique}*` }) },
  { label: texts.titre, icon: <TitleIcon />, apply: (s) => ({ text: `## ${s || texts.titre}`, line: true }) },
  {
    label: texts.listeAPuces,
    icon: <FormatListBulletedIcon />,
    apply: (s) => ({
      text: (s || texts.element)
        .split('\n')
        .map((line) => `- ${line}`)
        .join('\n'),
      line: true,
    }),
  },
  { label: texts.lien, icon: <InsertLinkIcon />, apply: (s) => ({ text: `[${s || texts.texteDuLien}](https://)` }) },
];

/**
 * A rich text typed with a few marks (the domain's rich-text subset): the toolbar wraps the selection, the text
 * stays readable as typed, and the preview shows it formatted.
 */
export function RichTextField({
  label,
  value,
  onChange,
  error,
  helperText,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helperText?: string;
  maxLength: number;
}) {
  const input = useRef<HTMLTextAreaElement | null>(null);
  const apply = (mark: Mark) => {
    const element = input.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const { text, line } = mark.apply(value.slice(start, end));
    const before = value.slice(0, start);
    const prefix = line && before !== '' && !before.endsWith('\n') ? '\n' : '';
    const next = `${before}${prefix}${text}${value.slice(end)}`;
    onChange(next);
    requestAnimationFrame(() => {
      element?.focus();
      const caret = before.length + prefix.length + text.length;
      element?.setSelectionRange(caret, caret);
    });
  };
  return (
    <Box>
      <Stack direction="row" spacing={0.5} role="toolbar" aria-label={texts.miseEnForme} sx={{ mb: 0.5 }}>
        {marks.map((mark) => (
          <Tooltip key={mark.label} title={mark.label}>
            <IconButton size="small" aria-label={mark.label} onClick={() => apply(mark)}>
              {mark.icon}
            </IconButton>
          </Tooltip>
        ))}
      </Stack>
      <TextField
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputRef={input}
        multiline
        minRows={8}
        fullWidth
        required
        error={Boolean(error)}
        helperText={error ?? helperText}
        id="champ-description"
      />
      <FormHelperText sx={{ textAlign: 'right', mx: 1.75 }}>
        {value.length} / {maxLength}
      </FormHelperText>
    </Box>
  );
}
