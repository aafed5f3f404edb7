import CheckIcon from '@mui/icons-material/Check';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { defaultFakeFilter, FakeFilter } from '@securite/domain/tenancy/fake-data';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../../api/client.ts';
import { chooseFakeFilter, useFakeFilter } from '../../api/preferences.ts';
import { useSession } from '../../api/session.ts';
import { confirm } from '../../ui/dialogs/confirm-dialog.tsx';
import { texts } from '../texts.ts';

const fakeChoices = [
  { value: FakeFilter.All, label: texts.app.fakeFilterAll },
  { value: FakeFilter.Real, label: texts.app.fakeFilterReal },
  { value: FakeFilter.Fake, label: texts.app.fakeFilterFake },
] as const;

/** The user menu's list, loaded on the first tap of the avatar (app bar, user-menu.tsx). */
export function UserMenuPopup({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const { user, platformRole, company } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const chosenFilter = useFakeFilter();
  const showFakeFilter = platformRole !== null || company?.role === 'owner';
  const currentFilter = chosenFilter ?? defaultFakeFilter(platformRole, company?.role ?? null);

  const close = onClose;
  const askLogout = async () => {
    close();
    const confirmed = await confirm({
      title: texts.app.logoutConfirmTitle,
      message: texts.app.logoutConfirmMessage,
      confirmLabel: texts.app.logout,
      cancelLabel: texts.app.cancel,
    });
    if (!confirmed) return;
    logout();
    navigate('/connexion', { replace: true });
  };

  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ paper: { sx: { minWidth: 240 } } }}>
      <ListSubheader sx={{ lineHeight: 1.4, py: 1.25 }}>
        <ListItemText primary={user.fullname} secondary={user.email} />
      </ListSubheader>
      <Divider />
      <MenuItem
        onClick={() => {
          close();
          navigate('/profil');
        }}
      >
        <ListItemIcon>
          <PersonIcon fontSize="small" />
        </ListItemIcon>
        {texts.app.profile}
      </MenuItem>
      {showFakeFilter && <Divider />}
      {showFakeFilter && <ListSubheader sx={{ lineHeight: 2.5 }}>{texts.app.fakeFilter}</ListSubheader>}
      {showFakeFilter &&
        fakeChoices.map((choice) => (
          <MenuItem
            key={choice.value}
            role="menuitemradio"
            aria-checked={currentFilter === choice.value}
            selected={currentFilter === choice.value}
            onClick={() => {
              chooseFakeFilter(choice.value);
              void queryClient.invalidateQueries();
              close();
            }}
          >
            <ListItemIcon>{currentFilter === choice.value && <CheckIcon fontSize="small" />}</ListItemIcon>
            {choice.label}
          </MenuItem>
        ))}
      <Divider />
      <MenuItem onClick={askLogout}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {texts.app.logout}
      </MenuItem>
    </Menu>
  );
}
