import { isAgentPackMessage } from '@securite/domain/agents/limits';
import { messages } from '@securite/domain/errors/messages';
import { ApiError } from '../../../api/api-error.ts';
import { agentPackDialog } from './dialogs.ts';

/** Statuses the HTTP client reports itself (session, subscription, rights, size, maintenance). */
const REPORTED_BY_CLIENT = new Set([401, 402, 403, 413, 503]);

/**
 * What a failed agent call shows. A message about agent records running out (« fiches collaborateurs disponibles ») opens 'Plus de
 * fiches collaborateurs' (buying calls onBuyAgents); otherwise the server's message, null when already shown.
 */
export async function messageOfAgentError(error: unknown, onBuyAgents: () => void): Promise<string | null> {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : messages.genericError;
  if (isAgentPackMessage(error.message)) {
    if (await agentPackDialog.open({ message: error.message })) onBuyAgents();
    return null;
  }
  if (REPORTED_BY_CLIENT.has(error.status)) return null;
  return error.message;
}
