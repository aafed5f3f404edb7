import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accountingFormats } from '@securite/domain/accounting/accounting-schemas';
import { exportTypeFormats } from '@securite/domain/payroll/payroll-schemas';
import { useState } from 'react';
import { useSession } from '../../../api/session.ts';
import { currentMonth, MonthPicker } from '../../../ui/month-picker.tsx';
import { Page } from '../../../ui/page.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { exportTexts as texts } from '../texts.ts';
import { usePayroll } from './api/find-payroll.ts';
import { ExportCard } from './export-card.tsx';
import { PayrollPreview } from './payroll-preview.tsx';

/** Exports: the month to export, the payroll, the staff register and the accounting export, and a payroll preview. */
export function ExportsPage() {
  const { agencyId } = useSession();
  const id = agencyId as string;
  const [month, setMonth] = useState(currentMonth);
  const payroll = usePayroll(id, month);
  return (
    <Page title={texts.title} subtitle={texts.subtitle} actions={<MonthPicker value={month} onChange={setMonth} />}>
      <Stack spacing={3}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
          <ExportCard
            agencyId={id}
            type="payroll"
            month={month}
            title={texts.payrollTitle}
            description={texts.payrollDescription}
            formats={exportTypeFormats.payroll}
          />
          <ExportCard
            agencyId={id}
            type="staff-register"
            month={month}
            title={texts.registerTitle}
            description={texts.registerDescription}
            formats={exportTypeFormats['staff-register']}
          />
          <ExportCard
            agencyId={id}
            type="accounting"
            month={month}
            title={texts.accountingTitle}
            description={texts.accountingDescription}
            formats={accountingFormats}
          />
        </Stack>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {`${texts.previewTitle}${payroll.data ? ` — ${payroll.data.label}` : ''}`}
            </Typography>
            <QueryView
              query={payroll}
              loadingLabel={texts.previewLoading}
              errorText={texts.previewFailed}
              empty={(payroll.data?.rows.length ?? 0) === 0}
              emptyState={<Typography sx={{ color: 'text.secondary', py: 2 }}>{texts.previewEmpty}</Typography>}
            >
              {payroll.data && <PayrollPreview payroll={payroll.data} />}
            </QueryView>
          </CardContent>
        </Card>
      </Stack>
    </Page>
  );
}
