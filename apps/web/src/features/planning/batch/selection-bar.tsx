import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { texts } from '../texts.ts';

/** The actions on the selected services: Modifier, Désaffecter, Supprimer. */
export function SelectionBar({
  count,
  onEdit,
  onUnassign,
  onDelete,
  onClear,
}: {
  count: number;
  onEdit: () => void;
  onUnassign: () => void;
  onDelete: () => void;
  onClear: () => void;
}) {
  return (
    <Paper
      role="toolbar"
      aria-label={texts.servicesSelectionnes}
      elevation={3}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', px: 2, py: 1, mb: 1.5 }}
    >
      <Typography sx={{ fontWeight: 600, mr: 'auto' }}>
        {count} {texts.serviceSSelectionneS2}
      </Typography>
      <Button startIcon={<EditIcon />} onClick={onEdit}>
        {texts.modifier}
      </Button>
      <Button startIcon={<PersonOffIcon />} onClick={onUnassign}>
        {texts.desaffecter}
      </Button>
      <Button startIcon={<DeleteIcon />} color="error" onClick={onDelete}>
        {texts.supprimer}
      </Button>
      <Button onClick={onClear}>{texts.toutDeselectionner}</Button>
    </Paper>
  );
}
