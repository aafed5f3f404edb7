import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

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
      aria-label="Services sélectionnés"
      elevation={3}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', px: 2, py: 1, mb: 1.5 }}
    >
      <Typography sx={{ fontWeight: 600, mr: 'auto' }}>{count} service(s) sélectionné(s)</Typography>
      <Button startIcon={<EditIcon />} onClick={onEdit}>
        Modifier
      </Button>
      <Button startIcon={<PersonOffIcon />} onClick={onUnassign}>
        Désaffecter
      </Button>
      <Button startIcon={<DeleteIcon />} color="error" onClick={onDelete}>
        Supprimer
      </Button>
      <Button onClick={onClear}>Tout désélectionner</Button>
    </Paper>
  );
}
