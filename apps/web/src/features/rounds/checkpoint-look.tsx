import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { checkpointColors } from '@securite/domain/rounds/checkpoint-schemas';

import { texts } from './texts.ts';

/** An NFC tag's identifier as phones read it: 4, 7 or 10 bytes in hexadecimal, with or without separators. */
const NFC_SERIAL =
  /^(?:[0-9a-f]{2}(?:[:-]?[0-9a-f]{2}){3}|[0-9a-f]{2}(?:[:-]?[0-9a-f]{2}){6}|[0-9a-f]{2}(?:[:-]?[0-9a-f]{2}){9})$/i;

/** A badge written as an NFC tag's (« NFC-04A1B2C3 »). */
const NFC_PREFIX = /^nfc[-_: ]/i;

/** What the agent scans: an NFC tag when the badge reads like a tag's identifier, else a QR code. */
export function badgeKind(badge: string | null): 'NFC' | 'QR' {
  const text = badge?.trim() ?? '';
  return NFC_SERIAL.test(text) || NFC_PREFIX.test(text) ? 'NFC' : 'QR';
}

/** The text of a checkpoint's QR code: its badge, or its id when it has none. */
export function qrTextOf(checkpoint: { id: string; badge: string | null }): string {
  return checkpoint.badge?.trim() || `checkpoint:${checkpoint.id}`;
}

/** The palette's French name of a colour (the hexadecimal code when it is not in the palette). */
export function colorLabel(color: string): string {
  return checkpointColors.find((c) => c.value === color)?.label ?? color;
}

/** The checkpoint's colour as a round dot, named for screen readers. */
export function ColorDot({ color, size = 14 }: { color: string; size?: number }) {
  return (
    <Box
      role="img"
      aria-label={texts.couleurValue(colorLabel(color))}
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: color,
        flexShrink: 0,
        boxShadow: '0 0 0 1px rgba(0,0,0,0.2)',
      }}
    />
  );
}

/** « NFC » or « QR » with the badge's text; without a badge, the QR code of the checkpoint itself. */
export function BadgeChip({ badge }: { badge: string | null }) {
  const kind = badgeKind(badge);
  const text = badge?.trim();
  return (
    <Tooltip title={text ? texts.badgeText(text) : texts.pasDeBadgeLe}>
      <Chip
        size="small"
        variant="outlined"
        color={kind === 'NFC' ? 'primary' : 'default'}
        label={!text ? texts.qrDuPoint : text.toUpperCase().startsWith(kind) ? text : `${kind} · ${text}`}
        sx={{ maxWidth: 220 }}
      />
    </Tooltip>
  );
}
