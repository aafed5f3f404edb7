import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ContractKind, isContractKind } from '@securite/domain/contracts/contract-kinds';
import type { SignatureDone, SignatureView } from '@securite/domain/contracts/contract-schemas';
import { contractMessages as cm } from '@securite/domain/contracts/messages';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { newClientUuid } from '../../../api/client-uuid.ts';
import { SignaturePadField } from '../signature-pad-field.tsx';
import { texts } from '../texts.ts';
import { getSignatureLink, refusalOf, signatureDocumentUrl, submitSignature } from './public-signature-api.ts';

const PdfPages = lazy(() => import('./pdf-pages.tsx').then((m) => ({ default: m.PdfPages })));

const refusalTexts = {
  wrong: { title: texts.lienDeSignatureInvalide, text: cm.linkWrong },
  used: { title: texts.contratDejaSigne, text: cm.linkUsed },
  expired: { title: texts.lienDeSignatureExpire, text: cm.linkExpired },
} as const;

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 1.5, sm: 4 } }}>
      <Container maxWidth="md" sx={{ px: { xs: 1, sm: 3 } }}>
        {children}
      </Container>
    </Box>
  );
}

function Message({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <Frame>
      <Card>
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 3 }}>
            {icon}
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            {children}
          </Stack>
        </CardContent>
      </Card>
    </Frame>
  );
}

/** Thank-you: the contract is signed, a copy is on its way by e-mail. */
function Signed({ done }: { done: SignatureDone }) {
  return (
    <Message icon={<CheckCircleIcon color="success" sx={{ fontSize: 56 }} />} title={texts.merciLeContratEst}>
      <Typography>{texts.votreSignatureDuTitle(done.title, dateTime(done.signedAt), done.agencyName)}</Typography>
      <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {texts.empreinteSha256Documentsha256(done.documentSha256)}
      </Typography>
    </Message>
  );
}

function SignatureForm({
  kind,
  id,
  token,
  view,
  onSigned,
  onRefused,
}: {
  kind: ContractKind;
  id: string;
  token: string;
  view: SignatureView;
  onSigned: (done: SignatureDone) => void;
  onRefused: (why: 'wrong' | 'used' | 'expired') => void;
}) {
  const [name, setName] = useState(view.signerName ?? '');
  const [image, setImage] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // One uuid for this submission: pressing again after a lost answer is the same signature, not a second one.
  const [clientId] = useState(newClientUuid);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!name.trim()) local.signerName = texts.obligatoire;
    if (!image) local.image = cm.imageEmpty;
    if (!consent) local.consent = cm.consentRequired;
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length > 0 || !image) return;
    setSending(true);
    try {
      onSigned(await submitSignature(kind, { id, token, signerName: name.trim(), image, consent: true, clientId }));
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      setFailure(error instanceof ApiError && error.status !== 0 ? error.message : texts.laSignatureNA);
      const why = refusalOf(error);
      if (why) onRefused(why);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card component="form" onSubmit={submit} noValidate aria-label={texts.signerLeContrat}>
      <CardContent>
        <Stack spacing={2.5}>
          <Typography variant="h6" component="h2">
            {texts.votreSignature}
          </Typography>
          <TextField
            label={texts.nomEtPrenomDu}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            error={!!errors.signerName}
            helperText={errors.signerName}
            autoComplete="name"
          />
          <SignaturePadField label={texts.signature} onChange={setImage} error={errors.image} />
          <Box>
            <FormControlLabel
              control={<Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)} />}
              label={texts.jAiLuLe}
            />
            {errors.consent && (
              <Typography variant="caption" color="error" component="p" role="alert">
                {errors.consent}
              </Typography>
            )}
          </Box>
          {failure && <Alert severity="error">{failure}</Alert>}
          <Button type="submit" variant="contained" size="large" loading={sending}>
            {texts.signerLeContrat}
          </Button>
          <Typography variant="caption" color="text.secondary">
            {texts.votreSignatureEstValue(dateTime(view.expiresAt))}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * /signature/:type/:id/:token (spec 001 section 2): the signer reads the contract and signs it by drawing, without an
 * account. A wrong, used or expired link gets its own page.
 */
export function SignaturePage() {
  const params = useParams();
  const kind = params.type && isContractKind(params.type) ? params.type : null;
  const id = params.id ?? '';
  const token = params.token ?? '';
  const [state, setState] = useState<
    | { kind: 'loading' }
    | { kind: 'ready'; view: SignatureView }
    | { kind: 'refused'; why: keyof typeof refusalTexts }
    | { kind: 'failed'; message: string }
    | { kind: 'signed'; done: SignatureDone }
  >({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // A retry (attempt) asks again.
    void attempt;
    if (!kind) {
      setState({ kind: 'refused', why: 'wrong' });
      return;
    }
    const controller = new AbortController();
    getSignatureLink(kind, id, token, controller.signal)
      .then((view) => setState({ kind: 'ready', view }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const why = refusalOf(error);
        if (why) setState({ kind: 'refused', why });
        else
          setState({
            kind: 'failed',
            message: error instanceof ApiError ? error.message : texts.leContratNAPasPu,
          });
      });
    return () => controller.abort();
  }, [kind, id, token, attempt]);

  if (state.kind === 'loading')
    return (
      <Frame>
        <Stack sx={{ alignItems: 'center', py: 8 }} role="status" aria-label={texts.chargementDuContrat}>
          <CircularProgress />
        </Stack>
      </Frame>
    );
  if (state.kind === 'refused') {
    const text = refusalTexts[state.why];
    return (
      <Message
        icon={
          state.why === 'used' ? (
            <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
          ) : (
            <LinkOffIcon color="warning" sx={{ fontSize: 56 }} />
          )
        }
        title={text.title}
      >
        <Typography>{text.text}</Typography>
      </Message>
    );
  }
  if (state.kind === 'failed')
    return (
      <Message icon={<LinkOffIcon color="error" sx={{ fontSize: 56 }} />} title={texts.contratIndisponible}>
        <Typography>{state.message}</Typography>
        <Button variant="outlined" onClick={() => setAttempt((n) => n + 1)}>
          {texts.reessayer}
        </Button>
      </Message>
    );
  if (state.kind === 'signed') return <Signed done={state.done} />;
  const { view } = state;
  return (
    <Frame>
      <Stack spacing={2}>
        <Box sx={{ px: 1 }}>
          <Typography variant="overline" color="text.secondary">
            {texts.vousInviteAAgencyname(view.agencyName)}
          </Typography>
          <Typography variant="h5" component="h1">
            {view.contract.title}
          </Typography>
          {view.contract.reference && (
            <Typography variant="body2" color="text.secondary">
              {texts.referenceReference(view.contract.reference)}
            </Typography>
          )}
        </Box>
        <Card>
          <CardContent sx={{ px: { xs: 1, sm: 2 } }}>
            <Suspense fallback={<CircularProgress size={20} />}>
              <PdfPages url={signatureDocumentUrl(kind as ContractKind, id, token)} title={view.contract.title} />
            </Suspense>
          </CardContent>
        </Card>
        <SignatureForm
          kind={kind as ContractKind}
          id={id}
          token={token}
          view={view}
          onSigned={(done) => setState({ kind: 'signed', done })}
          onRefused={(why) => setState({ kind: 'refused', why })}
        />
      </Stack>
    </Frame>
  );
}
