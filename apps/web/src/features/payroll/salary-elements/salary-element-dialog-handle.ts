import type { SalaryElement } from '@securite/domain/payroll/salary-elements';
import { defineDialog } from '../../../ui/dialogs/dialog-store.ts';
import type { SalaryElementDialogProps } from './salary-element-dialog.tsx';

export const salaryElementDialog = defineDialog<SalaryElementDialogProps, SalaryElement>(
  'salary-element',
  async () => (await import('./salary-element-dialog.tsx')).SalaryElementDialog,
);
