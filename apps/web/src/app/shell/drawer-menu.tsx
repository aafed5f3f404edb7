import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { visuallyHidden } from '@mui/utils';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { storage } from '../../api/external-store.ts';
import { useSession } from '../../api/session.ts';
import { useUnreadAgentRequestCount } from '../../features/agent-requests/api/count-unread-agent-requests.ts';
import { useUnreadCustomerRequestCount } from '../../features/customers/api/count-unread-customer-requests.ts';
import { useUnreadOfferAnswersCount, useUnreadOffersCount } from '../../features/offers/api/count-unread.ts';
import { currentEntryId, type MenuGroup } from '../menu.ts';
import { texts } from '../texts.ts';

const COLLAPSED_KEY = 'securite.menuCollapsed';

function readCollapsed(): string[] {
  try {
    return JSON.parse(storage.read(COLLAPSED_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
}

/** The unread count on an entry: shown as a badge, read out as words. */
function EntryBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <>
      <Badge badgeContent={count} max={99} color="error" aria-hidden sx={{ mr: 1.5 }} />
      <Box component="span" sx={visuallyHidden}>
        {`(${label})`}
      </Box>
    </>
  );
}

/**
 * The drawer's navigation: one collapsible group per section; the current page is highlighted. 'Demandes'
 * carries the unread requests badge.
 */
export function DrawerMenu({
  groups,
  onNavigate,
  brand,
}: {
  groups: readonly MenuGroup[];
  onNavigate?: () => void;
  /** Drawn at the top of the navigation landmark (the app's name), so that nothing sits outside a landmark. */
  brand?: ReactNode;
}) {
  const { pathname } = useLocation();
  const current = currentEntryId(pathname, groups);
  const [collapsed, setCollapsed] = useState<string[]>(readCollapsed);
  const session = useSession();
  const unreadRequests = useUnreadAgentRequestCount(session);
  const unreadCustomerRequests = useUnreadCustomerRequestCount(session);
  const customerBadge = {
    count: unreadCustomerRequests,
    label: texts.agentRequests.unreadBadge({ count: unreadCustomerRequests }),
  };
  const unreadOffers = useUnreadOffersCount(session);
  const unreadAnswers = useUnreadOfferAnswersCount(session);
  const badges: Record<string, { count: number; label: string }> = {
    requests: { count: unreadRequests, label: texts.agentRequests.unreadBadge({ count: unreadRequests }) },
    customerRequests: customerBadge,
    customerRequestsPortal: customerBadge,
    activeOffers: { count: unreadOffers, label: texts.offers.unreadBadge({ count: unreadOffers }) },
    agencyOffers: { count: unreadAnswers, label: texts.offers.newAnswersBadge({ count: unreadAnswers }) },
  };

  const toggle = (id: string) => {
    const next = collapsed.includes(id) ? collapsed.filter((g) => g !== id) : [...collapsed, id];
    storage.write(COLLAPSED_KEY, JSON.stringify(next));
    setCollapsed(next);
  };

  return (
    <Box component="nav" aria-label={texts.app.mainMenu}>
      {brand}
      <List dense sx={{ py: 1 }}>
        {groups.map((group) => {
          const open = !collapsed.includes(group.id);
          const listId = `menu-groupe-${group.id}`;
          return (
            <li key={group.id}>
              <ListItemButton
                onClick={() => toggle(group.id)}
                aria-expanded={open}
                aria-controls={listId}
                sx={{ mt: 1, py: 0.25 }}
              >
                <ListItemText
                  primary={group.label}
                  slotProps={{
                    primary: {
                      variant: 'overline',
                      sx: { fontWeight: 700, color: 'text.secondary', letterSpacing: '0.06em', lineHeight: 2 },
                    },
                  }}
                />
                {open ? (
                  <ExpandLessIcon fontSize="small" aria-hidden />
                ) : (
                  <ExpandMoreIcon fontSize="small" aria-hidden />
                )}
              </ListItemButton>
              <Collapse in={open} timeout="auto" unmountOnExit>
                <List id={listId} dense disablePadding aria-label={group.label}>
                  {group.entries.map(({ id, href, label, icon: Icon }) => {
                    const selected = id === current;
                    return (
                      <li key={id}>
                        <ListItemButton
                          component={Link}
                          to={href}
                          selected={selected}
                          aria-current={selected ? 'page' : undefined}
                          onClick={onNavigate}
                        >
                          <ListItemIcon>
                            <Icon fontSize="small" aria-hidden />
                          </ListItemIcon>
                          <ListItemText primary={label} />
                          {badges[id] && <EntryBadge count={badges[id].count} label={badges[id].label} />}
                        </ListItemButton>
                      </li>
                    );
                  })}
                </List>
              </Collapse>
            </li>
          );
        })}
      </List>
    </Box>
  );
}
