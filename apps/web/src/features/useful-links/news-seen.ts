import { storage } from '../../api/external-store.ts';

const keyOf = (userId: string) => `securite.newsSeen.${userId}`;

/** When the user last opened « Nouveautés » (ISO instant), on this device; null: never. */
export const newsSeen = {
  get: (userId: string): string | null => storage.read(keyOf(userId)),
  set: (userId: string, at: string) => storage.write(keyOf(userId), at),
};

/** How many of the news (newest first) are newer than the last visit. */
export function unreadNews(news: readonly { createdAt: string }[], seen: string | null): number {
  if (!seen) return news.length;
  const after = Date.parse(seen);
  return news.filter((item) => Date.parse(item.createdAt) > after).length;
}
