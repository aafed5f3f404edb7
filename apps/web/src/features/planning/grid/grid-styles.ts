import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { readableTextOn } from '@securite/domain/planning/colour-contrast';

/** Pixel sizes of the grid; rows are measured from them, never from the DOM. */
export const gridSizes = {
  header: 48,
  chip: 36,
  gap: 4,
  emptyRow: 52,
  /** Room under the chips to click for one more service. */
  addArea: 18,
  // A week fits a 1366 px laptop beside the menu, vertical scroll bar included (184 + 7 × 118 = 1010 px).
  first: { desktop: 184, phone: 124 },
  column: { week: { desktop: 118, phone: 112 }, month: { desktop: 92, phone: 84 } },
};

/** A row's height for the most services one of its cells holds. */
export function rowHeight(largest: number): number {
  if (largest === 0) return gridSizes.emptyRow;
  return 8 + largest * (gridSizes.chip + gridSizes.gap) + gridSizes.addArea;
}

/**
 * The grid's styles as one stylesheet of class names: thousands of cells and chips must not each compute their
 * own sx (that is what keeps a month of 500 agents smooth).
 */
export const gridSx: SxProps<Theme> = (theme) => ({
  position: 'relative',
  overflow: 'auto',
  height: { xs: 'calc(100dvh - 250px)', sm: 'calc(100dvh - 260px)' },
  minHeight: 360,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  overscrollBehavior: 'contain',
  // Table elements laid out as blocks and grids: the rows are placed by the virtualizer.
  '& .pg-inner': {
    display: 'block',
    position: 'relative',
    minWidth: 'var(--pg-width)',
    borderCollapse: 'separate',
    borderSpacing: 0,
  },
  '& .pg-body': { display: 'block', position: 'relative' },
  '& th, & td': { textAlign: 'left', fontWeight: 'normal', verticalAlign: 'top' },
  '& .pg-grid-row': {
    display: 'grid',
    gridTemplateColumns: 'var(--pg-first) repeat(var(--pg-days), minmax(var(--pg-col), 1fr))',
    width: '100%',
  },
  '& .pg-head': {
    display: 'block',
    position: 'sticky',
    top: 0,
    zIndex: 3,
    height: gridSizes.header,
    bgcolor: 'background.paper',
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& .pg-head .pg-grid-row': { height: '100%' },
  // Each row lays out on its own: rows coming in while scrolling do not make the others lay out again.
  '& .pg-body-row': { position: 'absolute', left: 0, top: 0, contain: 'layout style' },
  '& .pg-corner, & .pg-rowhead': {
    position: 'sticky',
    left: 0,
    zIndex: 2,
    bgcolor: 'background.paper',
    borderRight: `1px solid ${theme.palette.divider}`,
    px: 1.5,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    minWidth: 0,
  },
  '& .pg-corner': { zIndex: 4, fontWeight: 600, color: 'text.secondary', fontSize: 13 },
  '& .pg-rowhead': { borderBottom: `1px solid ${theme.palette.divider}`, py: 0.5 },
  '& .pg-rowhead .pg-name': {
    fontWeight: 600,
    fontSize: 14,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .pg-rowhead .pg-detail': {
    fontSize: 12,
    color: 'text.secondary',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  // Opaque (the tint over the paper): the sticky column hides the days scrolled under it.
  '& .pg-rowhead.pg-unassigned': {
    backgroundImage: `linear-gradient(${alpha(theme.palette.warning.main, 0.1)}, ${alpha(theme.palette.warning.main, 0.1)})`,
  },
  '& .pg-dayhead': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: 12,
    color: 'text.secondary',
    borderRight: `1px solid ${theme.palette.divider}`,
    textTransform: 'capitalize',
  },
  '& .pg-dayhead b': { fontSize: 15, color: theme.palette.text.primary },
  '& .pg-dayhead.pg-today b': {
    color: theme.palette.primary.contrastText,
    bgcolor: 'primary.main',
    borderRadius: '50%',
    width: 26,
    height: 26,
    display: 'grid',
    placeItems: 'center',
  },
  '& .pg-cell': {
    display: 'flex',
    flexDirection: 'column',
    gap: `${gridSizes.gap}px`,
    p: '4px',
    minWidth: 0,
    borderRight: `1px solid ${theme.palette.divider}`,
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& .pg-we': { bgcolor: theme.palette.grey[100] },
  '& .pg-hol': { bgcolor: alpha(theme.palette.warning.light, 0.18) },
  '& .pg-drop': { outline: `2px dashed ${theme.palette.primary.main}`, outlineOffset: -2 },
  '& .pg-chip': {
    display: 'block',
    flexShrink: 0,
    height: gridSizes.chip,
    width: '100%',
    border: 0,
    borderRadius: '6px',
    px: 0.75,
    py: '2px',
    textAlign: 'left',
    font: 'inherit',
    fontSize: 12,
    lineHeight: '16px',
    cursor: 'pointer',
    overflow: 'hidden',
    boxShadow: 'inset 3px 0 0 rgba(0,0,0,0.25)',
  },
  '& .pg-chip[draggable="true"]': { cursor: 'grab' },
  '& .pg-chip:focus-visible': { outline: `3px solid ${theme.palette.primary.dark}`, outlineOffset: 1 },
  '& .pg-chip[aria-pressed="true"]': {
    outline: `3px solid ${theme.palette.text.primary}`,
    outlineOffset: 1,
  },
  // A proposal under review (autoplan/review): the posts it fills, accepted or declined; the ones it leaves open;
  // the rest of the planning faded behind.
  '& .pg-proposed': {
    bgcolor: theme.palette.success.dark,
    color: theme.palette.common.white,
    boxShadow: `inset 4px 0 0 ${theme.palette.success.light}`,
  },
  '& .pg-proposed[aria-pressed="true"]': { outline: `2px solid ${theme.palette.success.dark}`, outlineOffset: 1 },
  '& .pg-declined': {
    bgcolor: theme.palette.grey[200],
    color: theme.palette.text.secondary,
    textDecoration: 'line-through',
    outline: `1px dashed ${theme.palette.grey[600]}`,
    outlineOffset: -1,
    boxShadow: 'none',
  },
  '& .pg-open': { outline: `2px dashed ${theme.palette.warning.main}`, outlineOffset: -2 },
  '& .pg-unchanged': { opacity: 0.4, cursor: 'default' },
  '& .pg-chip .pg-t': { display: 'block', fontWeight: 700, whiteSpace: 'nowrap' },
  '& .pg-chip .pg-n': { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .pg-add': {
    flex: 1,
    minHeight: gridSizes.addArea - 4,
    border: 0,
    borderRadius: '4px',
    bgcolor: 'transparent',
    color: 'transparent',
    font: 'inherit',
    fontSize: 16,
    lineHeight: 1,
    cursor: 'pointer',
    p: 0,
  },
  '& .pg-add:hover, & .pg-add:focus-visible': {
    bgcolor: 'action.hover',
    color: 'text.secondary',
    outline: 'none',
  },
});

/** Black or white text, whichever contrasts more with the agency's colour (WCAG: at least 4.5:1 always). */
const textColours = new Map<string, string>();
export function textOn(colour: string): string {
  const known = textColours.get(colour);
  if (known) return known;
  const text = readableTextOn(colour);
  textColours.set(colour, text);
  return text;
}
