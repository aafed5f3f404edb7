import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { FieldBriefing } from '@securite/domain/field/field-schemas';
import type { ReactNode } from 'react';
import { texts as startTexts } from './start/texts.ts';
import { texts } from './texts.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' — ');

/**
 * What the agent reads on the active service: the site and its address, the instructions, keys and alarms the
 * site lets agents see, and the rounds due with how many times each is still to walk. Shown offline too: the
 * briefing was kept on the phone when the service was taken.
 */
export function ServiceBriefing({
  briefing,
  showRounds = true,
}: {
  briefing: FieldBriefing | null | undefined;
  /** Off while the rounds are walked from their own card. */
  showRounds?: boolean;
}) {
  if (!briefing) {
    return (
      <Typography variant="body2" color="text.secondary">
        {texts.lesConsignesDuSite}
      </Typography>
    );
  }
  const { site } = briefing;
  return (
    <>
      <Section title={texts.site}>
        <Typography>{site?.name ?? startTexts.serviceSansSite}</Typography>
        {site?.address && (
          <Typography variant="body2" color="text.secondary">
            {site.address}
          </Typography>
        )}
        {briefing.activityType && (
          <Typography variant="body2">
            {texts.activite} {briefing.activityType.label}
          </Typography>
        )}
        {briefing.postTitle && (
          <Typography variant="body2">
            {texts.poste} {briefing.postTitle}
          </Typography>
        )}
        {briefing.comments && <Typography variant="body2">{briefing.comments}</Typography>}
        {site?.comments && <Typography variant="body2">{site.comments}</Typography>}
      </Section>
      {site && site.instructions.length > 0 && (
        <Section title={texts.consignes}>
          <List dense disablePadding>
            {site.instructions.map((instruction, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: instructions have no id here and never reorder.
              <ListItem key={index} disableGutters>
                <ListItemText primary={instruction.title} secondary={instruction.content} />
              </ListItem>
            ))}
          </List>
        </Section>
      )}
      {site && site.keys.length > 0 && (
        <Section title={texts.cles}>
          <List dense disablePadding>
            {site.keys.map((key) => (
              <ListItem key={joined(key.label, key.number)} disableGutters>
                <ListItemText primary={joined(key.label, key.number)} secondary={key.location} />
              </ListItem>
            ))}
          </List>
        </Section>
      )}
      {site && site.alarms.length > 0 && (
        <Section title={texts.alarmes}>
          <List dense disablePadding>
            {site.alarms.map((alarm) => (
              <ListItem key={joined(alarm.label, alarm.code)} disableGutters>
                <ListItemText
                  primary={joined(alarm.label, alarm.code ? `code ${alarm.code}` : null)}
                  secondary={joined(alarm.provider, alarm.phone)}
                />
              </ListItem>
            ))}
          </List>
        </Section>
      )}
      {showRounds && briefing.rounds.length > 0 && (
        <Section title={texts.rondesAEffectuer}>
          <List dense disablePadding>
            {briefing.rounds.map((round) => (
              <ListItem key={round.id} disableGutters>
                <ListItemText
                  primary={round.name}
                  secondary={`${Math.min(round.executed, round.numberOfExecutions)} / ${round.numberOfExecutions} effectuée(s)`}
                />
              </ListItem>
            ))}
          </List>
        </Section>
      )}
    </>
  );
}
