/**
 * What `npm run typecheck` refuses (this file is type-checked, never run nor bundled): a path the server does not
 * serve, or a method it does not serve on a path. Each `@ts-expect-error` fails the typecheck if its line ever
 * compiles, so a change that made the paths' types accept anything fails here.
 */
import { agencyPath, apiRequest } from './client.ts';
import { fetchFile } from './download-file.ts';

export function servedCalls(agencyId: string, id: string) {
  void apiRequest('/user');
  void apiRequest(agencyPath(agencyId, `/site/${encodeURIComponent(id)}`));
  void apiRequest(agencyPath(agencyId, `/checkpoints?siteId=${encodeURIComponent(id)}`));
  void apiRequest(agencyPath(agencyId, `/stock-assignment/${id}/return`), { method: 'POST' });
  void fetchFile(agencyPath(agencyId, `/invoice/${id}/pdf`));
}

export function refusedCalls(agencyId: string, id: string) {
  // @ts-expect-error: no such route (a typo in the path).
  void apiRequest('/usr');
  // @ts-expect-error: no such route under an agency.
  void apiRequest(agencyPath(agencyId, `/sitez/${id}`));
  // @ts-expect-error: served as GET only.
  void apiRequest(agencyPath(agencyId, `/site/${id}`), { method: 'DELETE' });
  // @ts-expect-error: served as POST only.
  void apiRequest('/token/refresh', { method: 'GET' });
  // @ts-expect-error: purchase orders have no reminders.
  void apiRequest(agencyPath(agencyId, '/purchaseOrders/reminds'));
  // @ts-expect-error: a path built as any text is not a path the server is known to serve.
  void apiRequest(agencyPath(agencyId, String(id)));
  // @ts-expect-error: the invoice's PDF is read with GET.
  void fetchFile(agencyPath(agencyId, `/invoice/${id}/pdf`), { method: 'POST' });
}
