import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { timeGapKindLabels } from '@securite/domain/hours/hours-schemas';
import { serviceTimeGaps } from '@securite/domain/hours/time-gaps';
import type { ServiceEndReport } from '@securite/domain/planning/service-end-report';
import { serviceHours } from '@securite/domain/time/day-labels';
import { formatHours } from '@securite/domain/time/format-hours';
import { timeIn } from '@securite/domain/time/zoned-instants';
import type { ReactNode } from 'react';

import { texts } from '../texts.ts';

/** 12 → `12 min`, 75 → `1 h 15`. */
export const minutesText = (minutes: number) => (minutes < 60 ? `${minutes} min` : formatHours(minutes));

/** A titled part of the dialog (an h3 under the dialog's title). */
export function EndSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** What is missing, said quietly. */
export const Missing = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
    {children}
  </Typography>
);

/** The lateness and early departure of the service, by the time gaps' rule (over 5 minutes). */
function lateAndEarly(report: ServiceEndReport) {
  const date = (iso: string | null) => (iso ? new Date(iso) : null);
  const service = {
    startAt: new Date(report.startAt),
    endAt: new Date(report.endAt),
    realStartAt: date(report.realStartAt),
    realEndAt: date(report.realEndAt),
  };
  return serviceTimeGaps(service, [], new Date());
}

/** « Prévu » and « Réel », side by side as in the time gaps, with the lateness and early departure. */
export function EndTimes({ report, timeZone }: { report: ServiceEndReport; timeZone: string }) {
  const gaps = lateAndEarly(report);
  const real = report.realStartAt
    ? report.realEndAt
      ? serviceHours(report.realStartAt, report.realEndAt, timeZone)
      : `${timeIn(report.realStartAt, timeZone)} – …`
    : texts.pasEncoreCommence;
  const rows: Array<[string, string]> = [
    [texts.prevu, serviceHours(report.startAt, report.endAt, timeZone)],
    [texts.reel, real],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 0.5, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
            {value}
          </Typography>
        </Box>
      ))}
      {gaps.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ gridColumn: 2, mt: 0.5 }}>
          {gaps.map((gap) => (
            <Chip
              key={gap.kind}
              size="small"
              variant="outlined"
              color={gap.kind === 'late' ? 'warning' : 'info'}
              label={`${timeGapKindLabels[gap.kind]} · ${minutesText(gap.minutes)}`}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** Each pause, from its start to its end, with its length and the total. */
export function EndBreaks({ report, timeZone }: { report: ServiceEndReport; timeZone: string }) {
  if (report.breaks.length === 0) return <Missing>{texts.aucunePause}</Missing>;
  return (
    <>
      <List dense disablePadding aria-label={texts.pauses}>
        {report.breaks.map((pause) => (
          <ListItem key={pause.id} disableGutters sx={{ py: 0.25 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', width: '100%', gap: 2 }}>
              <Typography variant="body2">
                {pause.realEndAt
                  ? serviceHours(pause.realStartAt, pause.realEndAt, timeZone)
                  : texts.enCoursValue(timeIn(pause.realStartAt, timeZone))}
              </Typography>
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {minutesText(pause.minutes)}
              </Typography>
            </Stack>
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
        {texts.totalDesPauses} {minutesText(report.breakMinutes)}
      </Typography>
    </>
  );
}

/** Who signed the voucher and the signature drawn on the phone. */
export function EndVoucher({ voucher }: { voucher: ServiceEndReport['voucher'] }) {
  if (!voucher) return <Missing>{texts.aucunBonSigne}</Missing>;
  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {texts.signataireDuBon}
        </Box>{' '}
        {voucher.signerName ?? texts.nonRenseigne}
      </Typography>
      {voucher.signature ? (
        <Box
          component="img"
          src={voucher.signature}
          alt={texts.signatureDuBon}
          sx={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: 180,
            bgcolor: 'common.white',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        />
      ) : (
        <Missing>{texts.pasDeSignature}</Missing>
      )}
    </Stack>
  );
}
