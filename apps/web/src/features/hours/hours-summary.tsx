import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Key figures side by side (wrapping on a phone), each a label over its value. */
export function HoursSummary({
  items,
}: {
  items: ReadonlyArray<{ label: string; value: string; highlight?: boolean }>;
}) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5, m: 0 }}
    >
      {items.map((item) => (
        <Box
          key={item.label}
          sx={{
            border: 1,
            borderColor: item.highlight ? 'warning.main' : 'divider',
            bgcolor: item.highlight ? 'warning.50' : undefined,
            borderRadius: 1,
            px: 1.5,
            py: 1,
          }}
        >
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
            {item.label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
