import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { messages } from '@securite/domain/errors/messages';
import { findDuplicateEventType } from '@securite/domain/events/service-event-types';
import type { Site } from '@securite/domain/sites/site-schemas';
import { useId, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { ApiError } from '../../api/api-error.ts';
import type { DialogControls } from '../../ui/dialogs/dialog-store.ts';
import {
  FormDialog,
  FormDialogCancelButton,
  FormDialogCloseButton,
  useReportDirty,
} from '../../ui/form/form-dialog.tsx';
import { FormDialogActions, FormError } from '../../ui/form/form-dialog-actions.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { useDeleteSite } from './api/delete-site.ts';
import { useSite } from './api/get-site.ts';
import { useSaveSite } from './api/save-site.ts';
import { siteDeleteDialog, siteDeletedMessages } from './site-delete-dialog.tsx';
import type { SiteDialogProps, SiteDialogResult } from './site-dialog.tsx';
import { SiteFormSection } from './site-form-sections.tsx';
import {
  errorPaths,
  firstSectionOf,
  type SiteFormInput,
  type SiteFormOutput,
  type SiteSection,
  siteFormValues,
  siteSectionLabels,
  siteSections,
  zSiteForm,
} from './site-form-values.ts';

import { texts } from './texts.ts';

type Props = SiteDialogProps & DialogControls<SiteDialogResult>;

function SiteForm({ site, titleId, close, ...props }: Props & { site: Site | null; titleId: string }) {
  const { agencyId } = props;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [tab, setTab] = useState<SiteSection>('informations');
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveSite(agencyId);
  const remove = useDeleteSite(agencyId);
  const { control, handleSubmit, setValue, getValues, setError, formState, watch } = useForm<
    SiteFormInput,
    unknown,
    SiteFormOutput
  >({ resolver: zodResolver(zSiteForm), defaultValues: siteFormValues(site) });
  // Read during render: react-hook-form only tracks the formState fields a render reads.
  const { isDirty, errors } = formState;
  useReportDirty(isDirty);
  const sectionsInError = new Set(errorPaths(errors).map((path) => firstSectionOf([path])));
  const restoring = watch('archived') === false;

  const showServerError = (error: unknown) => {
    if (!(error instanceof ApiError)) return setFormError(error instanceof Error ? error.message : null);
    // A missing right is already shown as a notice by the API client.
    if (error.status === 403) return;
    const fieldErrors = Object.entries(error.errors ?? {});
    for (const [path, message] of fieldErrors) setError(path as FieldPath<SiteFormInput>, { message });
    const section = firstSectionOf(fieldErrors.map(([path]) => path));
    if (error.status === 409) setTab('evenements');
    else if (section) setTab(section);
    setFormError(fieldErrors.length > 0 ? null : error.message);
  };

  const onSubmit = handleSubmit(
    (values) => {
      setFormError(null);
      if (site && !isDirty) {
        notify.warning(messages.noChange);
        return;
      }
      const duplicate = findDuplicateEventType(values.serviceEventTypes ?? []);
      if (duplicate) {
        setError('serviceEventTypes', { message: duplicate.message });
        setTab('evenements');
        return;
      }
      save.mutate(values, {
        onSuccess: (saved) => {
          notify.success(messages.saved);
          close({ kind: 'saved', site: saved });
        },
        onError: showServerError,
      });
    },
    (invalid) => {
      const section = firstSectionOf(errorPaths(invalid));
      if (section) setTab(section);
    },
  );

  const onDelete = async () => {
    if (!site) return;
    const kind = await siteDeleteDialog.open({ name: site.name, archived: site.archived });
    if (!kind) return;
    remove.mutate(
      { siteId: site.id, kind },
      {
        onSuccess: () => {
          notify.success(siteDeletedMessages[kind]);
          close({ kind: 'deleted' });
        },
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
    >
      <Box sx={{ display: 'flex', flexDirection: phone ? 'column' : 'row', flex: 1, minHeight: 0 }}>
        <Tabs
          value={tab}
          onChange={(_, next: SiteSection) => setTab(next)}
          orientation={phone ? 'horizontal' : 'vertical'}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={texts.sectionsDuSite}
          sx={
            phone
              ? { borderBottom: 1, borderColor: 'divider', flexShrink: 0 }
              : {
                  borderRight: 1,
                  borderColor: 'divider',
                  width: 220,
                  flexShrink: 0,
                  '& .MuiTab-root': { alignItems: 'flex-start', textAlign: 'left', minHeight: 44 },
                }
          }
        >
          {siteSections.map((section) => (
            <Tab
              key={section}
              value={section}
              label={siteSectionLabels[section]}
              id={`onglet-${section}`}
              aria-controls={`section-${section}`}
              sx={sectionsInError.has(section) ? { color: 'error.main', fontWeight: 700 } : undefined}
              aria-description={sectionsInError.has(section) ? texts.contientDesErreurs : undefined}
            />
          ))}
        </Tabs>
        <DialogContent sx={{ flex: 1, minHeight: 0 }}>
          <Box role="tabpanel" id={`section-${tab}`} aria-labelledby={`onglet-${tab}`} sx={{ pt: 1 }}>
            {site?.archived && (
              <Alert
                severity="info"
                sx={{ mb: 2 }}
                action={
                  !restoring && (
                    <Button
                      color="inherit"
                      size="small"
                      onClick={() => setValue('archived', false, { shouldDirty: true })}
                    >
                      {texts.restaurer}
                    </Button>
                  )
                }
              >
                {restoring ? texts.leSiteSeraRestaure : texts.ceSiteEstArchive}
              </Alert>
            )}
            <SiteFormSection
              section={tab}
              control={control}
              setValue={setValue}
              getValues={getValues}
              agencyId={agencyId}
              site={site}
              canReadAgents={props.canReadAgents}
              specialtyOptions={props.specialtyOptions ?? []}
            />
          </Box>
          <FormError message={formError} sx={{ mt: 2 }} />
        </DialogContent>
      </Box>
      <FormDialogActions
        onCancel={() => close()}
        saving={save.isPending}
        sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1, borderTop: 1, borderColor: 'divider' }}
      >
        {site && props.canDelete && (
          <Button color="error" onClick={onDelete} loading={remove.isPending} sx={{ mr: 'auto' }}>
            {texts.supprimer}
          </Button>
        )}
      </FormDialogActions>
    </Box>
  );
}

/** Create or edit a site: its fields in tabs, saved in one call; full screen on phones. */
export function SiteFormDialog(props: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const siteId = props.siteId ?? null;
  const query = useSite(props.agencyId, siteId);
  const site = siteId ? (query.data ?? null) : null;
  return (
    <FormDialog
      open
      onClose={() => props.close()}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      slotProps={{ paper: { sx: { height: { sm: 'min(88vh, 860px)' } } } }}
    >
      <FormDialogCloseButton />
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {siteId ? texts.modifierLeSiteValue(site ? ` « ${site.name} »` : '') : texts.nouveauSite}
      </DialogTitle>
      {siteId && !site ? (
        <>
          <DialogContent sx={{ display: 'grid', placeItems: 'center' }}>
            {query.isError ? (
              <Alert severity="error">
                {texts.impossibleDeChargerLe} {query.error.message}
              </Alert>
            ) : (
              <CircularProgress aria-label={texts.chargementDuSite} />
            )}
          </DialogContent>
          <DialogActions>
            <FormDialogCancelButton>{texts.fermer}</FormDialogCancelButton>
          </DialogActions>
        </>
      ) : (
        <SiteForm {...props} site={site} titleId={titleId} />
      )}
    </FormDialog>
  );
}
