import AddTaskIcon from '@mui/icons-material/AddTask';
import BadgeIcon from '@mui/icons-material/Badge';
import ContactsIcon from '@mui/icons-material/Contacts';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ForumIcon from '@mui/icons-material/Forum';
import HandymanIcon from '@mui/icons-material/HandymanOutlined';
import InfoIcon from '@mui/icons-material/Info';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import type SvgIcon from '@mui/material/SvgIcon';

/**
 * The icons of the field start page's shortcuts, the same as their menu entries (menu-icons.ts spreads them): the
 * start page is in the first load, the menu and its other icons are not.
 */
export const fieldShortcutIcons: Record<string, typeof SvgIcon> = {
  myPlanning: EventNoteIcon,
  intervention: HandymanIcon,
  unplannedService: AddTaskIcon,
  agentBadge: BadgeIcon,
  directory: ContactsIcon,
  requests: ForumIcon,
  contactAgency: SupportAgentIcon,
  unavailabilities: EventBusyIcon,
  staffPlanning: EventNoteIcon,
  informationNotes: InfoIcon,
};
