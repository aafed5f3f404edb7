import Badge from '@mui/material/Badge';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { texts } from '../texts.ts';
import { type AgentTabId, agentTabs } from './agent-form-values.ts';

/** The record's sections; a red dot marks those holding an error. */
export function AgentTabs({
  value,
  onChange,
  errorTabs,
}: {
  value: AgentTabId;
  onChange: (tab: AgentTabId) => void;
  errorTabs: readonly AgentTabId[];
}) {
  return (
    <Tabs
      value={value}
      onChange={(_, next: AgentTabId) => onChange(next)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={texts.sectionsDeLaFiche}
      sx={{ px: { xs: 0, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}
    >
      {agentTabs.map((tab) => {
        const invalid = errorTabs.includes(tab.id);
        return (
          <Tab
            key={tab.id}
            value={tab.id}
            id={`onglet-${tab.id}`}
            aria-controls={`panneau-${tab.id}`}
            aria-label={invalid ? texts.aCorrigerLabel(tab.label) : undefined}
            label={
              <Badge color="error" variant="dot" invisible={!invalid} sx={{ '& .MuiBadge-dot': { right: -6 } }}>
                {tab.label}
              </Badge>
            }
          />
        );
      })}
    </Tabs>
  );
}
