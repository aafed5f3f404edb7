import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import ContactPhoneIcon from '@mui/icons-material/ContactPhoneOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Offer, OfferAnswer } from '@securite/domain/offers/offer-schemas';
import {
  type OfferAnswerStatus,
  offerAnswerStatusLabels,
  offerStatusLabels,
} from '@securite/domain/offers/offer-types';
import type { ReactNode } from 'react';
import { format } from '../../ui/format.ts';

import { texts } from './texts.ts';

const answerColor: Record<OfferAnswerStatus, 'default' | 'success' | 'error'> = {
  pending: 'default',
  accepted: 'success',
  refused: 'error',
};

export function AnswerStatusChip({ status }: { status: OfferAnswerStatus }) {
  return <Chip size="small" color={answerColor[status]} label={offerAnswerStatusLabels[status]} />;
}

/** The contact line of an agency (name, e-mail, on-call number). */
export function ContactLine({ contact }: { contact: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      <ContactPhoneIcon fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {contact}
      </Typography>
    </Stack>
  );
}

/** One answer: the agency and its contact line, the message, its status and date. */
export function AnswerLine({ answer, action }: { answer: OfferAnswer; action?: ReactNode }) {
  return (
    <Stack spacing={0.5} sx={{ py: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{answer.agency.name}</Typography>
        <AnswerStatusChip status={answer.status} />
        {!answer.read && <Chip size="small" color="primary" label={texts.nouvelle} />}
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {format.dateTime(answer.createdAt)}
        </Typography>
        {action}
      </Stack>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {answer.message}
      </Typography>
      <ContactLine contact={answer.agency.contact} />
    </Stack>
  );
}

/** An offer as a card: title, status, reference, place, date, description, contact, then what the page adds. */
export function OfferCard({ offer, badges, children }: { offer: Offer; badges?: ReactNode; children?: ReactNode }) {
  return (
    <Card component="article" aria-label={offer.title} variant="outlined">
      <CardContent sx={{ pb: children ? 1 : 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 0.5 }}>
          <CampaignIcon color="primary" aria-hidden />
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem' }}>
            {offer.title}
          </Typography>
          {offer.mine && <Chip size="small" variant="outlined" label={offerStatusLabels[offer.status]} />}
          {offer.unread && <Chip size="small" color="primary" label={texts.nouvelle} />}
          {badges}
        </Stack>
        <Stack direction="row" spacing={2} sx={{ color: 'text.secondary', flexWrap: 'wrap', mb: 1 }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <PlaceIcon fontSize="small" aria-hidden />
            <Typography variant="body2">{offer.location}</Typography>
          </Stack>
          <Typography variant="body2">
            {texts.publieeReferenceValue(offer.reference, format.onDayAt(offer.createdAt))}
          </Typography>
        </Stack>
        {offer.description && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mb: 1 }}>
            {offer.description}
          </Typography>
        )}
        {!offer.mine && <ContactLine contact={offer.agency.contact} />}
      </CardContent>
      {children && <CardActions sx={{ px: 2, pb: 2, display: 'block' }}>{children}</CardActions>}
    </Card>
  );
}
